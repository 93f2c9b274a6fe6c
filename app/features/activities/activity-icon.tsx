import {
  Bike,
  CalendarDays,
  Church,
  Compass,
  Droplets,
  Film,
  Gem,
  type IconComponent,
  Landmark,
  Mountain,
  MountainSnow,
  Users,
  UtensilsCrossed,
  Waves,
  Wine,
} from "../../components/icons.tsx";
import type { ActivityIcon as ActivityIconName } from "../../content/activities.ts";

const icons: Record<ActivityIconName, IconComponent> = {
  Mountain,
  MountainSnow,
  UtensilsCrossed,
  Wine,
  Landmark,
  Church,
  CalendarDays,
  Film,
  Users,
  Gem,
  Bike,
  Compass,
  Droplets,
  Waves,
};

/** The lucide icon a content entry names; always decorative (the text beside it says it all). */
export function ActivityIcon({
  name,
  className = "size-5",
}: {
  name: ActivityIconName;
  className?: string;
}) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={className} />;
}

import type { JSX, SVGProps } from "react";
import sprite from "../assets/icons.svg?url";

/**
 * The site's icons (lucide's drawings, ISC licence), drawn from one SVG sprite
 * (app/assets/icons.svg, written by `npm run icons` from the names below) instead of each icon's
 * paths in the JavaScript: the sprite is one cached image file, so the icons cost no script on
 * a first load (issue 20 item 4, decision 124). Same attributes and classes as lucide-react's
 * components (`lucide lucide-<name>`, 24 × 24, stroke `currentColor`), and, as there, hidden from
 * assistive technology unless given a name. Styles inherit into the drawing: `className`
 * (`size-4`, `fill-gold-400`), `fill`, `strokeWidth`.
 */
export type IconProps = SVGProps<SVGSVGElement>;
export type IconComponent = (props: IconProps) => JSX.Element;

/** What gives an icon an accessible name (lucide's `hasA11yProp`). */
function named(props: IconProps): boolean {
  return Object.keys(props).some(
    (key) => key.startsWith("aria-") || key === "role" || key === "title",
  );
}

function icon(name: string): IconComponent {
  function Icon({ className, children, ...props }: IconProps) {
    return (
      // biome-ignore lint/a11y/noSvgWithoutTitle: decorative (aria-hidden) unless the caller names it
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={children || named(props) ? undefined : "true"}
        className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
        {...props}
      >
        {children}
        <use href={`${sprite}#${name}`} />
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

export const ArrowLeft = icon("arrow-left");
export const ArrowRight = icon("arrow-right");
export const ArrowUp = icon("arrow-up");
export const Backpack = icon("backpack");
export const BedDouble = icon("bed-double");
export const Bike = icon("bike");
export const BookOpen = icon("book-open");
export const Building2 = icon("building-complex");
export const Bus = icon("bus");
export const CalendarClock = icon("calendar-clock");
export const CalendarDays = icon("calendar-days");
export const CalendarPlus = icon("calendar-plus");
export const CalendarRange = icon("calendar-range");
export const Camera = icon("camera");
export const CarTaxiFront = icon("car-taxi-front");
export const Check = icon("check");
export const CheckCircle2 = icon("circle-check");
export const ChevronDown = icon("chevron-down");
export const ChevronLeft = icon("chevron-left");
export const ChevronRight = icon("chevron-right");
export const Church = icon("church");
export const CircleAlert = icon("circle-exclamation-point");
export const CirclePlus = icon("circle-plus");
export const Clock = icon("clock");
export const Compass = icon("compass");
export const Copy = icon("copy");
export const Download = icon("download");
export const Droplets = icon("droplets");
export const Euro = icon("euro");
export const ExternalLink = icon("external-link");
export const FileText = icon("file-text");
export const Film = icon("film");
export const Footprints = icon("footprints");
export const Gavel = icon("gavel");
export const Gem = icon("gem");
export const Globe = icon("globe");
export const Hash = icon("hash");
export const Heart = icon("heart");
export const HeartHandshake = icon("heart-handshake");
export const History = icon("rotate-ccw-clock");
export const Home = icon("house");
export const IdCard = icon("id-card");
export const Info = icon("info");
export const Landmark = icon("landmark");
export const Languages = icon("languages");
export const Lightbulb = icon("lightbulb");
export const Link2 = icon("link-2");
export const List = icon("list");
export const Loader2 = icon("loader-circle");
export const Mail = icon("mail");
export const MailCheck = icon("mail-check");
export const MapIcon = icon("map");
export const MapPin = icon("map-pin");
export const MapPinned = icon("map-pinned");
export const Menu = icon("menu");
export const MessageCircle = icon("message-circle");
export const MessageSquareText = icon("message-square-text");
export const MoreHorizontal = icon("ellipsis");
export const Mountain = icon("mountain");
export const MountainSnow = icon("mountain-snow");
export const Navigation = icon("navigation");
export const Phone = icon("phone");
export const PlaneLanding = icon("plane-landing");
export const Play = icon("play");
export const Printer = icon("printer");
export const RefreshCw = icon("refresh-cw");
export const RotateCcw = icon("rotate-ccw");
export const Route = icon("route");
export const Search = icon("search");
export const SearchX = icon("search-x");
export const Share2 = icon("share-2");
export const SlidersHorizontal = icon("sliders-horizontal");
export const Sparkles = icon("sparkles");
export const Star = icon("star");
export const Sun = icon("sun");
export const Tag = icon("tag");
export const Thermometer = icon("thermometer");
export const Ticket = icon("ticket");
export const Trash2 = icon("trash");
export const Users = icon("users");
export const UtensilsCrossed = icon("utensils-crossed");
export const Volume2 = icon("volume-2");
export const VolumeX = icon("volume-x");
export const Waves = icon("waves-horizontal");
export const WifiOff = icon("wifi-off");
export const Wine = icon("wine");
export const X = icon("x");

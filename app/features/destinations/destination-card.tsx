import type { DestinationJson } from "../../api/shapes.ts";
import { AsyncCardList, Card, CardDescription, CardMeta } from "../../components/card.tsx";
import { MapPin } from "../../components/icons.tsx";
import { Link } from "../../components/link.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { useT } from "../../i18n/i18n.tsx";
import type { Credited } from "../../lib/media.ts";
import { paths } from "../../lib/paths.ts";

type CardDestination = Credited<
  Pick<DestinationJson, "id" | "name" | "description" | "image" | "imageAlt" | "location">
>;

/** Card of SPEC 2.4: image, name, description, location and "Explore". */
export function DestinationCard({
  destination,
  headingLevel = 2,
  priority = false,
}: {
  destination: CardDestination;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const t = useT();
  return (
    <Card
      image={destination.image}
      imageAlt={destination.imageAlt}
      imageCredit={destination.imageCredit}
      priority={priority}
      heading={destination.name}
      headingLevel={headingLevel}
    >
      <CardMeta>
        <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
        <span className="line-clamp-1">{destination.location}</span>
      </CardMeta>
      <CardDescription>{destination.description}</CardDescription>
      <Link
        to={paths.destination(destination.id)}
        aria-label={t("destinations.list.exploreLabel", { name: destination.name })}
        className={buttonClass({ className: "mt-4" })}
      >
        {t("destinations.list.explore")}
      </Link>
    </Card>
  );
}

export const DESTINATION_SKELETONS = 9;

/** SPEC 2.4: 9 skeletons while the list loads, then the cards. */
export function DestinationList({
  destinations,
}: {
  destinations: Promise<Credited<DestinationJson>[]>;
}) {
  return (
    <AsyncCardList
      items={destinations}
      count={DESTINATION_SKELETONS}
      loadingLabel="destinations.list.loading"
    >
      {(destination, index) => (
        <DestinationCard key={destination.id} destination={destination} priority={index === 0} />
      )}
    </AsyncCardList>
  );
}

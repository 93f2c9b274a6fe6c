import { MapPin } from "lucide-react";
import { type ReactNode, Suspense } from "react";
import { Await } from "react-router";
import type { DestinationJson } from "../../api/shapes.ts";
import { Link } from "../../components/link.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";

type CardDestination = Pick<
  DestinationJson,
  "id" | "name" | "description" | "image" | "imageAlt" | "location"
>;

/** Card of SPEC 2.4: image, name, description, location and "Explore". */
export function DestinationCard({
  destination,
  headingLevel = 2,
  priority = false,
}: {
  destination: CardDestination;
  headingLevel?: 2 | 3;
  /** The first card of a list, likely the largest thing on a phone screen: load it at once. */
  priority?: boolean;
}) {
  const t = useT();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <img
        src={destination.image}
        alt={destination.imageAlt}
        width={1200}
        height={800}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding={priority ? undefined : "async"}
        className="aspect-[3/2] w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <Heading className="line-clamp-1 h-7 text-lg/7 font-semibold">{destination.name}</Heading>
        <p className="mt-1 flex h-5 items-center gap-1 text-sm/5 text-slate-600">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
          <span className="line-clamp-1">{destination.location}</span>
        </p>
        <p className="mt-3 line-clamp-3 h-18 text-sm/6 text-slate-700">{destination.description}</p>
        <Link
          to={paths.destination(destination.id)}
          aria-label={t("destinations.list.exploreLabel", { name: destination.name })}
          className={buttonClass({ className: "mt-4" })}
        >
          {t("destinations.list.explore")}
        </Link>
      </div>
    </article>
  );
}

/** Exactly the size of a DestinationCard. */
export function DestinationCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <Skeleton className="aspect-[3/2] w-full rounded-none" />
      <div className="flex flex-1 flex-col p-5">
        <Skeleton className="h-7 w-2/3" />
        <Skeleton className="mt-1 h-5 w-1/2" />
        <Skeleton className="mt-3 h-18 w-full" />
        <Skeleton className="mt-4 h-11 w-full rounded-lg" />
      </div>
    </div>
  );
}

export function DestinationGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{children}</div>;
}

export const DESTINATION_SKELETONS = 9;

/** SPEC 2.4: 9 skeletons while the list loads, then the cards. */
export function DestinationList({ destinations }: { destinations: Promise<DestinationJson[]> }) {
  const t = useT();
  return (
    <Suspense
      fallback={
        <div role="status" aria-label={t("destinations.list.loading")}>
          <DestinationGrid>
            {Array.from({ length: DESTINATION_SKELETONS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
              <DestinationCardSkeleton key={index} />
            ))}
          </DestinationGrid>
        </div>
      }
    >
      <Await resolve={destinations}>
        {(list) => (
          <DestinationGrid>
            {list.map((destination, index) => (
              <DestinationCard
                key={destination.id}
                destination={destination}
                priority={index === 0}
              />
            ))}
          </DestinationGrid>
        )}
      </Await>
    </Suspense>
  );
}

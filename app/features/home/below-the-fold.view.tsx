import { AboutTeaser, type AboutTeaserData } from "./about-teaser.tsx";
import { FeaturedExperiences } from "./featured-experiences.tsx";
import { FeaturedVideosSection } from "./featured-videos.tsx";
import { PhotoStrip } from "./photo-strip.tsx";
import { PlanYourTrip } from "./plan-your-trip.tsx";
import { UpcomingEvents } from "./upcoming-events.tsx";

type Props<T extends (props: never) => unknown> = Parameters<T>[0];

export interface BelowTheFoldData {
  experiences: Props<typeof FeaturedExperiences>["experiences"];
  videos: Props<typeof FeaturedVideosSection>["videos"];
  events: Props<typeof UpcomingEvents>["events"];
  guides: Props<typeof PlanYourTrip>["guides"];
  photos: Props<typeof PhotoStrip>["photos"];
  about: AboutTeaserData;
}

/**
 * The home page's sections under the hero and the city explorer (decision 123), up to the
 * newsletter, which stays in the first load: a sign-up typed offline must be kept even when the
 * connection went before these sections' code arrived.
 */
export function HomeBelowTheFold({ data }: { data: BelowTheFoldData }) {
  return (
    <>
      <FeaturedExperiences experiences={data.experiences} />
      <FeaturedVideosSection videos={data.videos} />
      <UpcomingEvents events={data.events} />
      <PlanYourTrip guides={data.guides} />
      <PhotoStrip photos={data.photos} />
      <AboutTeaser {...data.about} />
    </>
  );
}

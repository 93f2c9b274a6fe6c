/** Every internal URL of the site is built here. */
export const paths = {
  home: () => "/",
  destinations: () => "/destinations",
  destination: (id: number) => `/destinations/${id}`,
  region: (region: string) => `/destinations/${region}`,
  place: (region: string, slug: string) => `/destinations/${region}/${slug}`,
  experiences: () => "/experiences",
  experience: (id: number) => `/experiences/${id}`,
  events: () => "/events",
  event: (id: number) => `/events/${id}`,
  eventCalendar: (id: number) => `/events/${id}/calendar.ics`,
  /** The open-data files (issue 33 item 2, decisions 143 and 144). */
  eventsFeed: () => "/events/feed.xml",
  eventsCalendar: () => "/events/calendar.ics",
  blogFeed: () => "/blog/feed.xml",
  placesGeoJson: () => "/api/v1/places.geojson",
  /** Organisers' event tips and the private links of their e-mails (issue 19 items 3, 8). */
  eventSubmit: () => "/events/submit",
  eventTipConfirm: (token: string) => `/events/submit/confirm?token=${encodeURIComponent(token)}`,
  eventManage: (token: string) => `/events/manage?token=${encodeURIComponent(token)}`,
  about: () => "/about",
  aboutHistory: () => "/about/history",
  stateInfo: () => "/about/state-info",
  generalInfo: () => "/about/general",
  transport: () => "/about/transport",
  plan: (hash?: string) => (hash ? `/plan#${hash}` : "/plan"),
  /** The trip builder's full itinerary; `search` is the builder's query string ("month=June&…"). */
  planItinerary: (search = "") => (search ? `/plan/itinerary?${search}` : "/plan/itinerary"),
  travelGuide: () => "/travel-guide",
  /** The printable attractions guide ("Download Guide" on /attractions). */
  attractionsGuide: () => "/guide",
  cities: () => "/cities",
  city: (id: number) => `/cities/${id}`,
  attractions: (category?: string) =>
    category ? `/attractions?category=${encodeURIComponent(category)}` : "/attractions",
  attraction: (id: number) => `/attractions/${id}`,
  whatToDo: (category?: string) =>
    category ? `/what-to-do?category=${encodeURIComponent(category)}` : "/what-to-do",
  blog: (filter: { q?: string; category?: string; author?: string } = {}) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(filter)) if (value) search.set(key, value);
    const query = search.toString();
    return query ? `/blog?${query}` : "/blog";
  },
  blogPost: (id: number) => `/blog/${id}`,
  /** One review on its page, listed down to it (`?review=`) and scrolled to (`#review-`). */
  reviewOnPage: (page: string, id: number) => `${page}?review=${id}#review-${id}`,
  commentOnPage: (postId: number, id: number) => `/blog/${postId}#comment-${id}`,
  /** A blog comment writer's private link (issue 19 item 4). */
  commentManage: (token: string) => `/blog/comments/manage?token=${encodeURIComponent(token)}`,
  gallery: () => "/gallery",
  privacy: () => "/privacy-policy",
  terms: () => "/terms",
  faq: () => "/faq",
  sitemap: () => "/sitemap",
  /** The open data API's reference page (decision 140). */
  openData: () => "/api",
  search: (query?: string) => (query ? `/search?q=${encodeURIComponent(query)}` : "/search"),
  saved: () => "/saved",
  map: () => "/map",
  /** The emergency card and the pages stored for offline use (issue 21). */
  emergency: () => "/emergency",
  offline: () => "/offline",
  newsletterApi: () => "/api/newsletter",
  /** Visitors' submissions (issue 19): the proof-of-work challenge, confirm links, reviews. */
  contributionChallenge: () => "/api/contributions/challenge",
  contributionConfirm: (token: string) =>
    `/contributions/confirm?token=${encodeURIComponent(token)}`,
  reviewsApi: () => "/api/reviews",
  reviewHelpful: (id: number) => `/api/reviews/${id}/helpful`,
  reviewReport: (id: number) => `/api/reviews/${id}/report`,
  reviewManage: (token: string) => `/reviews/manage?token=${encodeURIComponent(token)}`,
  reviewsHowItWorks: () => "/about/reviews",
  newsletterConfirm: (token: string) => `/newsletter/confirm?token=${encodeURIComponent(token)}`,
  newsletterUnsubscribe: (token: string) =>
    `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
  /** RFC 8058 one-click unsubscribe: the `List-Unsubscribe` URL of every e-mail. */
  newsletterOneClick: (token: string) =>
    `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
} as const;

/** The list pages that detail pages belong to: their breadcrumbs and not-found screens name them. */
export type Section = "destinations" | "experiences" | "events" | "cities" | "attractions" | "blog";

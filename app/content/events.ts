import { z } from "zod";
import {
  artworkSchema,
  coordinatesSchema,
  paragraphsSchema,
  slugSchema,
  source,
  sourcesSchema,
} from "./schema.ts";

/**
 * Real recurring events in Kosovo (PRODUCT B7), the server list behind /events.
 * Organisers announce exact dates only weeks or months ahead, so every edition not yet announced
 * carries `datesConfirmed: false` and a `dateNote` saying when it usually happens. The dates below
 * are our best estimate from the usual pattern of recent editions, not announced dates.
 */

export const eventCategories = [
  "Film",
  "Music",
  "Culture",
  "Food & Wine",
  "National holiday",
  "Sport",
] as const;

const isoDate = z.iso.date();

export const eventSchema = artworkSchema
  .extend({
    /** Where the figures and dates come from (issue 16); the content lint requires them. */
    sources: sourcesSchema,
    id: z.number().int().positive(),
    slug: slugSchema,
    /** The event's real name. */
    name: z.string().min(3).max(80),
    /** Card text. */
    description: z.string().min(80).max(240),
    details: paragraphsSchema.length(2),
    startDate: isoDate,
    endDate: isoDate.optional(),
    /** Typical start of the first day, 24-hour "HH:MM". */
    startTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
    /** Venue or area and town, shown on cards. */
    location: z.string().min(5).max(120),
    /** Street or area, town, "Kosovo" (schema.org Event address). */
    address: z.string().min(10).max(140),
    town: z.string().min(3).max(40),
    coordinates: coordinatesSchema,
    category: z.enum(eventCategories),
    /** False until the organiser has announced this edition's dates. */
    datesConfirmed: z.boolean(),
    dateNote: z.string().min(20).max(240).optional(),
    /**
     * How the event recurs, as an RFC 5545 RRULE value whose DTSTART is `startDate`: only what
     * the sources and the date note say (a month, a weekday), never more. Absent where no rule
     * holds (a lunar date, an event that moves around the year). The editions it adds are
     * "expected", unless `fixed` says the rule itself fixes the date (a holiday set by law).
     */
    recurrence: z
      .object({
        rrule: z.string().regex(/^FREQ=(YEARLY|MONTHLY|WEEKLY)(;[A-Z]+=[-+,0-9A-Z]+)*$/),
        fixed: z.boolean().default(false),
      })
      .optional(),
    /** The official site's root URL, only where we are sure of it. */
    website: z.url({ protocol: /^https$/ }).optional(),
  })
  .refine((event) => event.image === `/artwork/events/${event.slug}.svg`, {
    message: "image must be /artwork/events/{slug}.svg",
    path: ["image"],
  })
  .refine((event) => event.endDate === undefined || event.endDate >= event.startDate, {
    message: "endDate must not be before startDate",
    path: ["endDate"],
  })
  .refine((event) => event.datesConfirmed || event.dateNote !== undefined, {
    message: "Unconfirmed dates need a dateNote",
    path: ["dateNote"],
  });

export type Event = z.infer<typeof eventSchema>;

export const eventsSchema = z
  .array(eventSchema)
  .refine((list) => new Set(list.map((item) => item.id)).size === list.length, "Duplicate id")
  .refine((list) => new Set(list.map((item) => item.slug)).size === list.length, "Duplicate slug");

export const events: Event[] = eventsSchema.parse([
  {
    id: 1,
    sources: [
      source(
        "https://prishtinamarathon.com/about-us/",
        "About the Prishtina Marathon (first half marathon 2001) — Prishtina Marathon",
      ),
      source(
        "https://prishtinapress.org/?p=192183",
        "Prishtina 2022 marathon: full marathon since 2021 — Prishtina Press",
      ),
      source(
        "https://rekordi.net/gjithcka-gati-per-maratonen-prishtina-2024",
        "Prishtina 2024 marathon on 22 September — Rekordi",
      ),
    ],
    slug: "prishtina-marathon",
    name: "Prishtina Marathon",
    description:
      "Run the streets of the capital over the full marathon, the half, 10 km or 5 km, or bring the children for the short family run from the National Theatre.",
    image: "/artwork/events/prishtina-marathon.svg",
    imageAlt: "Runners setting off at dawn along a wide boulevard in central Pristina",
    scene: { landscape: "city", landmark: "crowd", time: "dawn", season: "autumn" },
    details: [
      "Kosovo's biggest road race grew out of a half marathon first run in Pristina in 2001. It is organised by the Athletics Federation of Kosovo with the municipality, and since 2021 it has included a full 42.195 km course alongside the half marathon, 10 km, 5 km and a short run for children. The start and finish have been in front of the National Theatre, in the middle of the city.",
      "Registration opens a few weeks before race day, online and in person. Late September usually brings mild, dry mornings, which suits runners; if you are watching, the pedestrian Mother Teresa Boulevard is the easiest place to cheer.",
    ],
    startDate: "2026-09-27",
    startTime: "09:00",
    location: "National Theatre, central Pristina",
    address: "Near the National Theatre, city centre, Pristina, Kosovo",
    town: "Pristina",
    coordinates: { lat: 42.6615, lng: 21.162 },
    category: "Sport",
    datesConfirmed: false,
    dateNote:
      "Recent editions were held on a Sunday in late September; check with the Athletics Federation of Kosovo for the exact date.",
    // the fourth Sunday of September (22 September 2024 was one)
    recurrence: { rrule: "FREQ=YEARLY;BYMONTH=9;BYDAY=4SU" },
  },
  {
    id: 2,
    sources: [
      source(
        "https://kryeministri.rks-gov.net/?p=261924",
        "Prime Minister at the opening of the Prishtina Jazz Festival, November 2024 — Office of the Prime Minister",
      ),
      source(
        "http://raffaeleconiglio.blogspot.com/2009/11/pristina-jazz-festival-09.html",
        "Pristina Jazz Festival 2009, fifth edition",
      ),
      source(
        "http://whitetreehostel.com/prishtina-jazz-week-2019/",
        "Prishtina Jazz Week 2019 (after a three-year pause of the festival)",
      ),
    ],
    slug: "prishtina-jazz-festival",
    name: "Prishtina Jazz Festival",
    description:
      "Several evenings of jazz in the capital in late autumn, with musicians from abroad sharing the bill with Kosovo's own lively jazz scene, plus daytime workshops.",
    image: "/artwork/events/prishtina-jazz-festival.svg",
    imageAlt: "A jazz quartet on a small stage under warm spotlights on an autumn night",
    scene: { landscape: "city", landmark: "stage", time: "night", season: "autumn" },
    details: [
      "Jazz has a long following in Pristina, and the Prishtina Jazz Festival has been its main gathering since the early 2000s, with a pause of a few years in the late 2010s. Each edition brings international groups to play alongside Kosovo musicians, with workshops for students during the day.",
      "Concerts take place in the evening in venues in the city centre; seats are limited, so buy tickets once the programme is out. It is a good reason to visit Pristina in the quieter late-autumn season.",
    ],
    startDate: "2026-11-11",
    endDate: "2026-11-15",
    startTime: "20:00",
    location: "Concert venues in central Pristina",
    address: "City centre, Pristina, Kosovo",
    town: "Pristina",
    coordinates: { lat: 42.66, lng: 21.162 },
    category: "Music",
    datesConfirmed: false,
    dateNote:
      "Usually held over several days in October or November; check the festival's announcements for this year's dates.",
    // yearly in November, on the weekday of our estimate; some editions were in October
    recurrence: { rrule: "FREQ=YEARLY;BYMONTH=11;BYDAY=2WE" },
  },
  {
    id: 3,
    sources: [
      source(
        "https://en.wikipedia.org/wiki/Public_holidays_in_Kosovo",
        "Public holidays in Kosovo — Wikipedia",
      ),
    ],
    slug: "new-years-eve-in-pristina",
    name: "New Year's Eve in Pristina",
    description:
      "See in the new year with thousands of people in the squares of central Pristina, with open-air concerts by Albanian pop stars and fireworks at midnight.",
    image: "/artwork/events/new-years-eve-in-pristina.svg",
    imageAlt: "A crowd in a city square at night watching fireworks above the rooftops",
    scene: { landscape: "city", landmark: "crowd", time: "night", season: "winter" },
    details: [
      "On 31 December the centre of Pristina, from Skanderbeg Square along Mother Teresa Boulevard, becomes one big party. In recent years the municipality has run a December programme in the central squares, with stalls, food and concerts, building up to the countdown and fireworks at midnight.",
      "It is cold, often below freezing, so dress warmly and keep an eye on your belongings in the crowd. Many restaurants hold their own New Year's dinners: book a table well in advance. The first two days of January are public holidays.",
    ],
    startDate: "2026-12-31",
    startTime: "20:00",
    location: "Skanderbeg Square and Mother Teresa Boulevard, Pristina",
    address: "Skanderbeg Square, city centre, Pristina, Kosovo",
    town: "Pristina",
    coordinates: { lat: 42.6606, lng: 21.1622 },
    category: "Music",
    datesConfirmed: true,
    dateNote:
      "The date is fixed; the Municipality of Pristina announces the programme and performers in December.",
    // 31 December, every year
    recurrence: { rrule: "FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=31", fixed: true },
  },
  {
    id: 4,
    sources: [
      source("https://en.wikipedia.org/wiki/Flaka_e_Janarit", "Flaka e Janarit — Wikipedia"),
      source(
        "https://gazetainfokus.com/me-ekspozite-fotografish-kujtohet-edicion-i-pare-i-flakes-se-janarit",
        "The first Flaka e Janarit, 18 January 1992, in Bresalc, Gjilan and Përlepnica — Gazeta inFokus",
      ),
    ],
    slug: "flaka-e-janarit",
    name: "Flaka e Janarit",
    description:
      "Three weeks of concerts, theatre, exhibitions and literary evenings in Gjilan every January, in memory of those who gave their lives for Kosovo's freedom.",
    image: "/artwork/events/flaka-e-janarit.svg",
    imageAlt: "A stage lit in red and gold in a town square on a snowy winter evening",
    scene: { landscape: "city", landmark: "stage", time: "dusk", season: "winter" },
    details: [
      "Flaka e Janarit, 'the January Flame', began in the early 1990s in the villages around Gjilan, at a time when such gatherings were banned. It takes its name from the January anniversaries of Albanian national figures, among them Jusuf and Bardhosh Gërvalla and Kadri Zeka, who were killed in January 1982. Today it is one of the main cultural events of eastern Kosovo.",
      "The festival opens with the symbolic lighting of the flame and runs through the month, with artists from across the Albanian-speaking world. Most events are in Gjilan itself, in the east of the country. The tone is both commemorative and festive.",
    ],
    startDate: "2027-01-11",
    endDate: "2027-01-31",
    startTime: "10:00",
    location: "Venues across Gjilan",
    address: "City centre, Gjilan, Kosovo",
    town: "Gjilan",
    coordinates: { lat: 42.4635, lng: 21.4694 },
    category: "Culture",
    datesConfirmed: false,
    dateNote:
      "Traditionally opens on 11 January and runs to the end of the month; the programme is published by the Municipality of Gjilan.",
    // opens on 11 January every year
    recurrence: { rrule: "FREQ=YEARLY;BYMONTH=1;BYMONTHDAY=11" },
  },
  {
    id: 5,
    sources: [
      source(
        "https://prishtinainsight.com/seven-skies-kosovo-independence-monument-dedicated-to-freedom-of-movement-mag/",
        "The Newborn monument repainted each anniversary — Prishtina Insight",
      ),
      source(
        "https://en.wikipedia.org/wiki/Kosovo",
        "Kosovo: independence declared 17 February 2008 — Wikipedia",
      ),
    ],
    slug: "independence-day",
    name: "Independence Day",
    description:
      "Kosovo celebrates the declaration of independence of 17 February 2008 with flags, music and crowds in the centre of Pristina, and a new look for the Newborn letters.",
    image: "/artwork/events/independence-day.svg",
    imageAlt:
      "The Newborn monument in Pristina painted in bright new colours on a sunny winter day",
    scene: { landscape: "city", landmark: "newborn", time: "day", season: "winter" },
    details: [
      "On 17 February 2008 the Assembly of Kosovo declared independence, and the anniversary is the country's main national holiday. Pristina is the centre of the celebrations: official ceremonies, concerts and families out in the streets with red-and-black Albanian and blue-and-gold Kosovo flags.",
      "The Newborn monument, unveiled on the day of the declaration, usually shows its new paint design for the anniversary, and it is the place everyone comes to take a photo. Government offices, banks and many shops are closed, while cafés and restaurants stay busy.",
    ],
    startDate: "2027-02-17",
    startTime: "10:00",
    location: "Newborn monument and city centre, Pristina",
    address: "Newborn monument, by the Palace of Youth and Sports, Pristina, Kosovo",
    town: "Pristina",
    coordinates: { lat: 42.6575, lng: 21.1598 },
    category: "National holiday",
    datesConfirmed: true,
    dateNote:
      "Always on 17 February, a public holiday; the programme of celebrations is announced shortly before.",
    // 17 February, a public holiday by law
    recurrence: { rrule: "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=17", fixed: true },
  },
  {
    id: 6,
    sources: [
      source(
        "https://en.wikipedia.org/wiki/Public_holidays_in_Kosovo",
        "Public holidays in Kosovo — Wikipedia",
      ),
    ],
    slug: "eid-al-fitr",
    name: "Eid al-Fitr (Fitër Bajrami)",
    description:
      "The feast at the end of Ramadan is a public holiday in Kosovo: morning prayers at the mosques, then family visits, baklava and busy cafés.",
    image: "/artwork/events/eid-al-fitr.svg",
    imageAlt: "A domed Ottoman mosque with a slender minaret in soft dawn light in spring",
    scene: { landscape: "city", landmark: "mosque", time: "dawn", season: "spring" },
    details: [
      "Most people in Kosovo are Muslim, and Fitër Bajrami, the feast that ends the month of Ramadan, is one of the official public holidays. In Prizren the day begins with the morning prayer at mosques such as the 17th-century Sinan Pasha Mosque; across the country people dress up, visit relatives and neighbours, and children are given sweets and small gifts.",
      "As a visitor you are welcome to enjoy the festive mood; dress modestly near mosques and stay outside during prayers unless invited. Government offices and many shops close for the day, so plan errands around it. If someone offers you baklava, accept: it is made for sharing.",
    ],
    startDate: "2027-03-09",
    startTime: "10:00",
    location: "Sinan Pasha Mosque and the old town, Prizren, and mosques across Kosovo",
    address: "Shadërvan, old town, Prizren, Kosovo",
    town: "Prizren",
    coordinates: { lat: 42.2095, lng: 20.7404 },
    category: "National holiday",
    datesConfirmed: false,
    dateNote:
      "The date follows the lunar calendar and is expected around 9–10 March 2027; the Islamic Community of Kosovo confirms it shortly before.",
  },
  {
    id: 7,
    sources: [
      source(
        "https://en.wikipedia.org/wiki/Chopin_Piano_Fest_Pristina",
        "Chopin Piano Fest Pristina — Wikipedia",
      ),
      source(
        "https://www.europehouse-kosovo.com/12th-edition-of-chopin-piano-fest-prishtina-opens-on-europe-day-with-big-classical-music-names/",
        "12th edition opens on Europe Day, 9 May–8 June 2022 — Europe House Kosovo",
      ),
      source("http://chopinkosova.com/about/", "About the festival — Kosova Chopin Association"),
    ],
    slug: "chopin-piano-fest-prishtina",
    name: "Chopin Piano Fest Prishtina",
    description:
      "A month of piano recitals, chamber music and masterclasses with Kosovo and international pianists, closing with the Kosovo Philharmonic.",
    image: "/artwork/events/chopin-piano-fest-prishtina.svg",
    imageAlt: "A grand piano alone on a softly lit stage at dusk",
    scene: { landscape: "city", landmark: "stage", time: "dusk", season: "spring" },
    details: [
      "The Kosova Chopin Association founded this festival in 2010 to mark the 200th anniversary of Chopin's birth, and it has returned every spring since. Its artistic director, Lejla Pula-Haxhiu, has taught piano at the University of Prishtina for decades, and the programme mixes well-known international soloists with young Kosovo pianists, in Chopin and far beyond.",
      "Recent editions have opened on 9 May, Europe Day, and run for about a month with concerts most weeks, masterclasses and a closing concert with the Kosovo Philharmonic. Pristina has no dedicated concert hall, so venues change; check each concert's place and whether you need a ticket.",
    ],
    startDate: "2027-05-09",
    endDate: "2027-06-08",
    startTime: "20:00",
    location: "Concert venues in central Pristina",
    address: "City centre, Pristina, Kosovo",
    town: "Pristina",
    coordinates: { lat: 42.6602, lng: 21.1611 },
    category: "Music",
    datesConfirmed: false,
    dateNote:
      "Usually held from early May to early June; check the festival's programme for this year's dates and venues.",
    // opens on 9 May, Europe Day
    recurrence: { rrule: "FREQ=YEARLY;BYMONTH=5;BYMONTHDAY=9" },
  },
  {
    id: 8,
    sources: [
      source(
        "https://en.wikipedia.org/wiki/Anibar_International_Animation_Festival",
        "Anibar International Animation Festival — Wikipedia",
      ),
      source(
        "https://kosovotwopointzero.com/en/wtf-anibar-animates-uncertainty",
        "Anibar's 16th edition, 14–20 July 2025, at Kino Jusuf Gërvalla — Kosovo 2.0",
      ),
      source(
        "https://www.awn.com/blog/kosovo-s-fantastic-anibar-international-animation-festival",
        "Anibar 2012, 22–27 August, indoor cinema and open-air screens — Animation World Network",
      ),
    ],
    slug: "anibar-animation-festival",
    name: "Anibar International Animation Festival",
    description:
      "A week of animated films from around the world in Peja, in the town's cinema and on open-air screens, with workshops, talks and concerts every night.",
    image: "/artwork/events/anibar-animation-festival.svg",
    imageAlt: "An open-air cinema screen glowing in a park at night, with people on the grass",
    scene: { landscape: "city", landmark: "cinema-screen", time: "night", season: "summer" },
    details: [
      "Anibar was started in 2010 by a group of young people in Peja who wanted to make animation and could not easily travel to festivals abroad, so they brought one home. It is now Kosovo's only animation festival, screening hundreds of short and feature films, and its team has brought Peja's only cinema, Kino Jusuf Gërvalla, back to life.",
      "During festival week films run from the afternoon into the night, in the cinema and on outdoor screens around town, with competitions, workshops, talks and concerts after the screenings. Peja is also the base for the Rugova Gorge, so it is easy to mix films with mountains.",
    ],
    startDate: "2027-07-12",
    endDate: "2027-07-18",
    startTime: "20:00",
    location: "Kino Jusuf Gërvalla and open-air screens, Peja",
    address: "City centre, Peja, Kosovo",
    town: "Peja",
    coordinates: { lat: 42.6596, lng: 20.2884 },
    category: "Film",
    datesConfirmed: false,
    dateNote:
      "Usually held for a week in mid-July (some earlier editions were in August); check the festival's announcements for this year's dates.",
    // a week from the second Monday of July (14 July 2025 was one)
    recurrence: { rrule: "FREQ=YEARLY;BYMONTH=7;BYDAY=2MO" },
  },
  {
    id: 9,
    sources: [
      source(
        "https://prishtinainsight.com/sunny-hill-festival-grand-return-in-prishtina/",
        "Sunny Hill returns on 25–28 July 2024 at Bërnica, some 10 km from the centre, after a year's pause — Prishtina Insight",
      ),
      source(
        "https://prishtinainsight.com/dua-lipa-headlines-festival-in-triumphant-return-to-kosovo-mag",
        "Sunny Hill 2025 at Bërnica, 1 August — Prishtina Insight",
      ),
      source(
        "https://bgnesnews.com/balkans/the-festival-of-dua-lipa-aims-to-change-the-image-of-kosovo",
        "Launched in 2018; Miley Cyrus and Calvin Harris headlined the next year — BGNES",
      ),
      source(
        "https://www.lakecountystar.com/entertainment/article/Festival-founded-by-Dua-Lipa-s-father-decamps-17243816.php",
        "Sunny Hill: debut in Pristina in 2018, again in 2019 with Miley Cyrus and Calvin Harris — AP",
      ),
      source(
        "https://breakingnews.ie/world/festival-founded-by-dua-lipas-father-returns-to-kosovo-1322414.html",
        "Sunny Hill 2022 on 4–7 August; no editions in 2020 and 2021 — Breaking News / AP",
      ),
    ],
    slug: "sunny-hill-festival",
    name: "Sunny Hill Festival",
    description:
      "Kosovo's biggest music festival, founded by Dua Lipa and her father Dukagjin: three or four nights of international headliners and Albanian stars outside Pristina.",
    image: "/artwork/events/sunny-hill-festival.svg",
    imageAlt: "A large festival stage with coloured lights on a hillside at dusk, crowd in front",
    scene: { landscape: "hills", landmark: "stage", time: "dusk", season: "summer" },
    details: [
      "Sunny Hill began in 2018, when Dua Lipa and her father wanted to put Pristina on the map of European festivals. It has brought names such as Miley Cyrus, Calvin Harris and Dua Lipa herself to Kosovo, alongside many Albanian artists. Since 2024 it has had its own festival park at Bërnica, about 10 km from the city centre.",
      "Expect big crowds on a large ticketed site; plan your transport back to town before the night ends. Hotels in Pristina fill up that weekend, so book early. The festival did not run every year (there was no edition in 2023 while the new site was prepared), so always check that an edition is announced.",
    ],
    startDate: "2027-07-30",
    endDate: "2027-08-01",
    startTime: "18:00",
    location: "Sunny Hill festival park, Bërnica, outside Pristina",
    address: "Bërnica, Pristina municipality, Kosovo",
    town: "Pristina",
    coordinates: { lat: 42.72, lng: 21.14 },
    category: "Music",
    datesConfirmed: false,
    dateNote:
      "Recent editions took place on a weekend at the end of July or start of August; check the organisers' announcements for this year's dates.",
    // a weekend at the end of July, from the last Friday
    recurrence: { rrule: "FREQ=YEARLY;BYMONTH=7;BYDAY=-1FR" },
  },
  {
    id: 10,
    sources: [
      source("https://en.wikipedia.org/wiki/Dokufest", "Dokufest — Wikipedia"),
      source(
        "https://kosovapress.com/eng/details-about-dokufest-are-revealed",
        "DokuFest 2022: 5–13 August, more than 250 films — KosovaPress",
      ),
      source(
        "https://thefrontierpost.com/film-festival-brings-the-world-to-kosovo/",
        "Film festival brings the world to Kosovo — Reuters via The Frontier Post",
      ),
      source(
        "http://www.dmovies.org/ai1ec-event/dokufest/?instance_id=36",
        "DokuFest 2017: 4–12 August, Prizren — DMovies",
      ),
    ],
    slug: "dokufest",
    name: "DokuFest",
    description:
      "Prizren's international documentary and short film festival: nine days of screenings in cinemas and open-air venues around the old town, with DokuNights music.",
    image: "/artwork/events/dokufest.svg",
    imageAlt: "An open-air cinema screen beside a river in an old town on a summer night",
    scene: { landscape: "river", landmark: "cinema-screen", time: "night", season: "summer" },
    details: [
      "A group of friends started DokuFest in Prizren in 2002, and it has grown into Kosovo's best-known cultural event. Each August it screens more than 200 documentaries and short films from around the world in competitions and special programmes, in Kino Lumbardhi, in the summer cinema above the Lumbardh river and in other outdoor venues across the old town.",
      "Between films there are talks, workshops and DokuNights concerts and parties that run late. Prizren gets very full: book your room early, or ask about staying with local families, many of whom host festival guests. Screenings start in the afternoon and continue after dark.",
    ],
    startDate: "2027-08-06",
    endDate: "2027-08-14",
    startTime: "20:00",
    location: "Kino Lumbardhi and open-air cinemas, Prizren old town",
    address: "Old town along the Lumbardh (Bistrica) river, Prizren, Kosovo",
    town: "Prizren",
    coordinates: { lat: 42.209, lng: 20.7395 },
    category: "Film",
    datesConfirmed: false,
    dateNote:
      "Usually held for nine days in early August, starting on a Friday; check the festival's site for this year's dates.",
    website: "https://dokufest.com",
    // nine days from the first Friday of August (4 August 2017 and 5 August 2022 were)
    recurrence: { rrule: "FREQ=YEARLY;BYMONTH=8;BYDAY=1FR" },
  },
  {
    id: 11,
    sources: [
      source(
        "https://prishtinainsight.com/kosovos-beloved-hardh-fest-shuts-its-doors-on-a-spectacular-season-mag",
        "Kosovo's beloved Hardh Fest (1–3 September, tractor rides to the tekkes) — Prishtina Insight",
      ),
      source(
        "https://gegfm.com/1/hardh-fest-rikthehet-ne-rahovec-me-tre-dite-festimesh-rrush-raki-dhe-vere",
        "Hardh Fest 5–7 September — Geg FM",
      ),
    ],
    slug: "hardh-fest",
    name: "Hardh Fest",
    description:
      "Rahovec's grape-harvest festival: taste wine and raki from local cellars, watch grape-treading and raki distilling, and ride a tractor through the vineyards.",
    image: "/artwork/events/hardh-fest.svg",
    imageAlt: "Wine barrels and grape baskets among vineyard rows in golden late-summer light",
    scene: { landscape: "vineyard", landmark: "wine-barrels", time: "golden", season: "autumn" },
    details: [
      "Hardh means 'vine', and for three days at the start of September Rahovec, the centre of Kosovo's wine country, celebrates the first cut of the harvest. Wineries large and small set up stands, farmers compete at grape picking and pressing, and there are raki-distilling demonstrations, traditional games and concerts every evening.",
      "Tractor rides have taken visitors out through the vineyards and to the town's dervish tekkes, whose communities show their traditions. Rahovec is a small town, so come by bus or taxi from Prizren or Gjakova rather than drive: the wine is the point.",
    ],
    startDate: "2027-09-03",
    endDate: "2027-09-05",
    startTime: "10:00",
    location: "Town centre and vineyards, Rahovec",
    address: "Town centre, Rahovec, Kosovo",
    town: "Rahovec",
    coordinates: { lat: 42.3993, lng: 20.6547 },
    category: "Food & Wine",
    datesConfirmed: false,
    dateNote:
      "Usually held over a weekend in early September; the dates are announced during the summer.",
    // a weekend in early September, from the first Friday
    recurrence: { rrule: "FREQ=YEARLY;BYMONTH=9;BYDAY=1FR" },
  },
  {
    id: 12,
    sources: [
      source(
        "https://en.wikipedia.org/wiki/Prishtina_International_Film_Festival",
        "Prishtina International Film Festival — Wikipedia",
      ),
      source(
        "https://prifest.net/about/",
        "About PriFest: Balkan competition (Honey and Blood Cinema)",
      ),
      source(
        "https://fipresci.org/festival/9th-prishtina-international-film-festival",
        "9th PriFest, 13–20 July 2017 — FIPRESCI",
      ),
      source(
        "https://prishtinainsight.com/prifilmfest-comes-back-home",
        "8th PriFilmFest, 22–29 April — Prishtina Insight",
      ),
      source(
        "https://trt.global/balkan-albanian/article/84f2c2a376b7",
        "17th PriFest opens on 9 September 2025 — TRT Balkan",
      ),
    ],
    slug: "prifest",
    name: "Prishtina International Film Festival (PriFest)",
    description:
      "Pristina's international feature film festival, with Balkan and international competitions, premieres and industry talks, and the Golden Goddess awards.",
    image: "/artwork/events/prifest.svg",
    imageAlt:
      "A cinema screen and rows of seats in a dim auditorium, a city street outside at dusk",
    scene: { landscape: "city", landmark: "cinema-screen", time: "dusk", season: "autumn" },
    details: [
      "PriFest was created after the 2008 declaration of independence to bring world cinema to Kosovo and Kosovo to the world; its first edition in 2009 was opened by Vanessa Redgrave. Its main competition, Honey and Blood, is for Balkan films, and its trophy, the Golden Goddess, is modelled on the Neolithic 'Goddess on the Throne' figurine found near Pristina.",
      "Over the years the festival has moved between spring, July and, in its recent editions, September. Screenings are in cinemas in the city centre, with the PriForum industry programme of panels and masterclasses running alongside.",
    ],
    startDate: "2027-09-14",
    endDate: "2027-09-19",
    startTime: "20:00",
    location: "Cinemas in central Pristina",
    address: "City centre, Pristina, Kosovo",
    town: "Pristina",
    coordinates: { lat: 42.6596, lng: 21.1605 },
    category: "Film",
    datesConfirmed: false,
    dateNote:
      "Recent editions have been held in September, earlier ones in spring or July; check the festival's announcements for this year's dates.",
    // September, from the second Tuesday (9 September 2025 was one)
    recurrence: { rrule: "FREQ=YEARLY;BYMONTH=9;BYDAY=2TU" },
  },
  {
    id: 13,
    sources: [
      source(
        "https://prizrenpress.com/423559/",
        "Zambaku i Prizrenit, founded 1986, 36th edition on 26 September 2025 — Prizren Press",
      ),
      source(
        "http://prizrenpress.com/sivjet-zambaku-i-prizrenit-pa-publik/",
        "Zambaku i Prizrenit 2020 in the garden of Kino Lumbardhi — Prizren Press",
      ),
    ],
    slug: "zambaku-i-prizrenit",
    name: "Zambaku i Prizrenit",
    description:
      "An evening of new songs in Prizren's urban song tradition, performed with a live orchestra by singers competing for the festival's lily.",
    image: "/artwork/events/zambaku-i-prizrenit.svg",
    imageAlt: "A singer on a lit stage in front of an orchestra at dusk, old-town roofs behind",
    scene: { landscape: "city", landmark: "stage", time: "dusk", season: "autumn" },
    details: [
      "Zambaku i Prizrenit, 'the Lily of Prizren', was founded in 1986 to keep alive këngë qytetare, the urban songs of Prizren and other old towns, with their oriental-tinged melodies and tender lyrics. Each edition presents newly written songs, judged by a jury and by the audience, and has launched well-known voices.",
      "It is a single evening with a live orchestra and a mostly local audience, a chance to hear a side of Albanian music that rarely travels. The date and venue have changed over the years, from a summer night in the garden of Kino Lumbardhi to an autumn evening at the House of Culture.",
    ],
    startDate: "2027-09-24",
    startTime: "20:00",
    location: "Prizren city centre",
    address: "City centre, Prizren, Kosovo",
    town: "Prizren",
    coordinates: { lat: 42.2093, lng: 20.7412 },
    category: "Music",
    datesConfirmed: false,
    dateNote:
      "Held in summer or early autumn (the 2025 edition took place in late September); check local announcements for this year's date.",
    // the last Friday of September (26 September 2025 was one)
    recurrence: { rrule: "FREQ=YEARLY;BYMONTH=9;BYDAY=-1FR" },
  },
  {
    id: 14,
    sources: [
      source(
        "https://zanahoxha.com/femart/",
        "FemArt, organised by Artpolis since 2013 — Zana Hoxha",
      ),
      source(
        "https://femart-ks.com/about-2019",
        "FemArt 7th edition, 10–16 June 2019; 8th edition, 15–20 October 2020",
      ),
    ],
    slug: "femart-festival",
    name: "FemArt Festival",
    description:
      "The International Festival of Women Artists and Activists brings theatre, exhibitions, concerts and debates by women from Kosovo and abroad to Pristina.",
    image: "/artwork/events/femart-festival.svg",
    imageAlt:
      "An audience gathered in a city square in golden evening light in front of a performance",
    scene: { landscape: "city", landmark: "crowd", time: "golden", season: "autumn" },
    details: [
      "FemArt is organised by Artpolis, an arts and community centre in Pristina, was founded by Zana Hoxha and has run for more than a decade. It gives a stage to women artists and activists from Kosovo, the Balkans and beyond, and uses art to talk about gender equality and women's rights.",
      "The programme mixes theatre and dance, exhibitions, concerts and film with panels and workshops, in venues around the city centre. It is a good way into Pristina's independent art scene.",
    ],
    startDate: "2027-09-25",
    endDate: "2027-09-30",
    startTime: "19:00",
    location: "Venues in central Pristina",
    address: "City centre, Pristina, Kosovo",
    town: "Pristina",
    coordinates: { lat: 42.6612, lng: 21.1634 },
    category: "Culture",
    datesConfirmed: false,
    dateNote:
      "Editions have been held at different times of year, from May to October; check Artpolis' announcements for this year's dates.",
  },
]);

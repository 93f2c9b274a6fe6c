import { z } from "zod";
import { paths } from "../lib/paths.ts";
import { paragraphsSchema } from "./schema.ts";
import { officialRequirementsUrl } from "./transport.ts";

/** The footer's text pages: /privacy-policy, /terms and /faq (PRODUCT B1). */

export const legalSectionSchema = z.object({
  heading: z.string().min(3),
  paragraphs: paragraphsSchema,
  links: z
    .array(z.object({ label: z.string().min(2), href: z.string().regex(/^(\/|https:\/\/)/) }))
    .optional(),
});
export type LegalSection = z.infer<typeof legalSectionSchema>;

export const textPageSchema = z.object({
  title: z.string().min(3),
  /** Meta description for search results. */
  description: z.string().min(120).max(160),
  sections: z.array(legalSectionSchema).min(3),
});
export type TextPage = z.infer<typeof textPageSchema>;

export const privacyPolicy = textPageSchema.parse({
  title: "Privacy Policy",
  description:
    "What Explore Kosovo stores about you: your language choice and saved places in your browser, your e-mail if you subscribe, and nothing for advertising.",
  sections: [
    {
      heading: "The short version",
      paragraphs: [
        "You can read every page of Explore Kosovo without an account and without telling us who you are. We do not use trackers, analytics services or advertising cookies, and we never sell or share personal data. The personal information we hold is your e-mail address, only if you sign up for the newsletter, write a review or a comment, or tell us about an event; and, to stop abuse, a fingerprint of your connection's address with what you send, and the address itself for an hour at most.",
      ],
    },
    {
      heading: "What stays in your browser",
      paragraphs: [
        "When you pick a language, we remember that choice in your browser (in its storage and in a cookie named “language”, kept for a year, which also tells our server to open the home page in your language) so the site opens in your language next time. When you save a place or an experience, the list is kept in your browser too. We never receive your saved list; clearing your browser data removes both.",
      ],
      links: [{ label: "Your saved places", href: paths.saved() }],
    },
    {
      heading: "The newsletter",
      paragraphs: [
        "If you subscribe, we store your e-mail address, the language you chose and the date in our database. Your subscription stays pending until you open the confirmation link we e-mail you; only then is it confirmed and will you receive newsletters. Signing up twice with the same address does not create a second entry.",
        "You can unsubscribe at any time with the link in every e-mail we send, or on the unsubscribe page. We then mark your address as unsubscribed, send you nothing more, and delete it 30 days later (until then, the link still tells you that you are unsubscribed). If you would like it deleted at once, contact us and we will do so.",
      ],
      links: [{ label: "Unsubscribe", href: "/newsletter/unsubscribe" }],
    },
    {
      heading: "Reviews",
      paragraphs: [
        "If you write a review, we store what you wrote (rating, title, text, month of visit, the name you chose and the language), your e-mail address, and a fingerprint of your connection's IP address (made with a secret key that changes every month, so that it cannot be turned back into the address), to confirm the review is yours, to tell you the moderator's decision, and to stop abuse. Your e-mail address is never shown. A review you do not confirm within 7 days is deleted with everything stored with it.",
        "A confirmed review is kept as long as it is on the site; you can change or delete it at any time with the private link in our e-mail. A rejected one stays hidden with the moderator's reason for 30 days after the decision; then its text, your address, the fingerprint, the reason and the private link are deleted, and we keep only that a review was rejected and when, for the counts on “How reviews work here”. If you press “Helpful” or “Report”, your browser keeps a random number in a cookie for a year so that your vote or report counts once; we store only a fingerprint of it, with the review, for as long as the review is kept. Spam checks run in your browser and on our server; nothing is sent to third parties.",
      ],
      links: [{ label: "How reviews work here", href: paths.reviewsHowItWorks() }],
    },
    {
      heading: "Comments, event tips, likes and change notes",
      paragraphs: [
        "If you comment on a blog post, we store your comment, the name you chose, the language, your e-mail address and the fingerprint of your connection, and handle them like a review: confirmed from our e-mail, read by a moderator before it is shown, your address never shown, everything deleted after 7 days if you do not confirm, a rejected comment kept hidden with the reason for 30 days, then deleted as a rejected review is. The private link in our e-mail deletes your comment. “Report” under a comment works as under a review.",
        "If you tell us about an event, we store its details, your name and your e-mail address, to confirm the tip is yours, to let an editor check it, and to tell you when it is published or why not. A tip you do not confirm within 7 days is deleted; a declined tip is deleted 30 days after the decision. Once published, the event's details are public; your name and address are not. We keep them with the tip, so that you can keep the event up to date with your private link, for as long as the event recurs and until a year after its last date, then we erase them and the link ends; earlier if you ask us to erase your address.",
        "When you like a post, your browser keeps a random number in its local storage so that your like counts once; we store that number with the post and nothing else. A “Something here has changed?” note stores only what you chose and wrote, the page and its language; we keep it as the record of what our editors checked and delete it a year after they closed it.",
      ],
    },
    {
      heading: "E-mails, and erasing your address",
      paragraphs: [
        "Every e-mail we send you (confirmations, a moderator's decision, newsletters) waits in our outbox until it is sent. Once it has gone, or could not be delivered, we delete its subject, text and links and keep only a line in our delivery log: the kind of e-mail, your address shortened to its first letters, whether and when it went, and any error; that line is deleted 30 days later. The links in our e-mails are stored only as fingerprints, so that a copy of our database cannot open them.",
        "Ask us and we erase your e-mail address wherever we keep visitors' data: from your reviews, comments and event tips, from our outbox, from a newsletter subscription (which ends), and from any text visitors wrote that mentions it; if one of our own pages quotes it (an event made from your tip, say), an editor takes it out there. What you wrote stays on the site under the name you chose, unless you delete it with your private link or ask us to. We record that an address was erased, when and by whom, with a fingerprint of it made with our secret key, so that we can tell if you ask again; never the address itself.",
      ],
    },
    {
      heading: "Server logs and security",
      paragraphs: [
        "To keep the site running, our server writes a short technical log of each request: which page was asked for, the result and how long it took, without your IP address.",
        "To stop automated abuse of our forms and buttons (newsletter, reviews, comments, event tips, likes, change notes, “Helpful” and “Report”), we count what one connection sends in a short time: your connection's IP address is kept with a counter for the length of that limit (an hour at most) and deleted within about an hour after it ends. The spam check is a small puzzle your browser solves, with no third party involved; we keep a solved puzzle's signature for 20 minutes so that it cannot be used twice, and nothing about you.",
        "If you work on our editors' desk, we keep a record of each sign-in, failed attempt and password reset request (the connection's IP address and the address entered) for 90 days, and your session (with its IP address and browser) until it ends, 12 hours after you last used it and 7 days after you signed in at most; ended sessions are deleted within a day.",
      ],
    },
    {
      heading: "Maps and videos",
      paragraphs: [
        "Our pictures and fonts come from our own server. Maps from OpenStreetMap and videos from YouTube (through its privacy-enhanced youtube-nocookie.com player) load only after you ask for them, by opening a map or pressing play. At that moment your browser connects to that provider, which receives your IP address and applies its own privacy policy.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: [
        "You can ask us at any time which data we hold about you, and have it corrected or deleted. If you believe we have handled your data wrongly, you also have the right to complain to a data protection authority.",
      ],
    },
    {
      heading: "Changes to this policy",
      paragraphs: [
        "If the site starts to handle data differently, we will update this page before the change takes effect.",
      ],
    },
  ],
});

export const terms = textPageSchema.parse({
  title: "Terms of Use",
  description:
    "The terms for using Explore Kosovo: a free travel guide whose information you should confirm with official sources before you travel, plus links and contact.",
  sections: [
    {
      heading: "Using this site",
      paragraphs: [
        "Explore Kosovo is a free travel guide. You may read, print and share its pages. Please do not use the site in a way that disrupts it for others: to reuse our content in bulk, use the open data API and feeds described at /api instead of scraping the pages.",
      ],
    },
    {
      heading: "Accuracy of information",
      paragraphs: [
        "We check our facts carefully, but prices, opening hours, timetables, event dates and entry rules change, sometimes at short notice. Treat the figures on this site as a guide, not a guarantee, and confirm anything important — above all visa and border requirements — with official sources before you travel.",
        "The trip builder's prices are estimates per person, made from typical costs with their sources, not offers; we do not sell trips or take bookings.",
      ],
      links: [{ label: "Check official requirements", href: officialRequirementsUrl }],
    },
    {
      heading: "External links",
      paragraphs: [
        "We link to other websites, such as UNESCO, government offices, OpenStreetMap and YouTube, because they are useful to travellers. We do not control those sites and are not responsible for their content or their privacy practices.",
      ],
    },
    {
      heading: "Our content",
      paragraphs: [
        "The texts and illustrations on this site are our own, published under the Creative Commons Attribution 4.0 licence (CC BY 4.0): you may copy, adapt and share them, also commercially, if you credit “Explore Kosovo” and link to the page. Photographs are not covered: each keeps its own licence.",
      ],
    },
    {
      heading: "Newsletter",
      paragraphs: [
        "The newsletter is free, and you can unsubscribe at any time. How we handle your e-mail address is explained in our privacy policy.",
      ],
      links: [{ label: "Privacy Policy", href: paths.privacy() }],
    },
    {
      heading: "Contact",
      paragraphs: [
        "Found a mistake, or have a question about these terms? Use the contact details at the bottom of every page — corrections from travellers and locals help us keep the guide accurate.",
      ],
    },
  ],
});

export const faqPage = textPageSchema
  .extend({ sections: z.array(legalSectionSchema).min(8).max(10) })
  .parse({
    title: "Frequently Asked Questions",
    description:
      "Answers to common questions about visiting Kosovo: visas, the best season, getting from the airport, costs, money, safety, language and the monasteries.",
    sections: [
      {
        heading: "Do I need a visa to visit Kosovo?",
        paragraphs: [
          "Citizens of many countries, including the EU, the UK, the USA, Canada and Australia, can stay up to 90 days without a visa. Your passport must be valid for the whole of your stay; some governments advise a longer margin. Check the official requirements before you book, as rules change.",
        ],
        links: [{ label: "Visa information", href: paths.plan("visa-information") }],
      },
      {
        heading: "When is the best time to visit?",
        paragraphs: [
          "May to October brings warm weather for most trips. Spring (April–June) and early autumn (September–October) are ideal for sightseeing, summer for mountains and festivals, and December to March for skiing at Brezovica.",
        ],
        links: [{ label: "When to visit", href: paths.plan("seasonal") }],
      },
      {
        heading: "How many days do I need?",
        paragraphs: [
          "Most visitors stay 4–7 days. A long weekend covers Pristina and Prizren; a week adds Peja, the Rugova Gorge, Dečani, Gjakova and the Rahovec vineyards. Our trip builder suggests a route for your dates and interests.",
        ],
        links: [{ label: "Build your trip", href: paths.plan() }],
      },
      {
        heading: "How do I get from the airport to Pristina?",
        paragraphs: [
          "Pristina International Airport is about 15 km from the centre. A taxi costs 15–20 € and takes 20–30 minutes; the airport bus costs 3 € but runs only a few times a day.",
        ],
        links: [{ label: "Transportation", href: paths.transport() }],
      },
      {
        heading: "How expensive is Kosovo?",
        paragraphs: [
          "Kosovo is good value. At typical prices a budget traveller spends about 25 € a day (a hostel bed and local food) and a mid-range traveller about 60 € (a guesthouse or hotel room and restaurant meals), plus about 5 € for each intercity bus ride: estimates, not offers. A city bus ride costs 0.40–0.50 €.",
        ],
        links: [{ label: "Sample budgets", href: paths.plan("itineraries") }],
      },
      {
        heading: "Which currency is used, and can I pay by card?",
        paragraphs: [
          "Kosovo uses the euro. Cards work in hotels, larger restaurants and supermarkets, but carry cash for small cafés, markets, buses and villages. ATMs are easy to find in every town.",
        ],
        links: [{ label: "Money and payments", href: paths.generalInfo() }],
      },
      {
        heading: "Is Kosovo safe for travellers?",
        paragraphs: [
          "Kosovo is generally safe, and people are welcoming to visitors. Take normal precautions, drive carefully, and follow the news if you plan to visit the north. In an emergency, call 112.",
        ],
        links: [{ label: "Healthcare and safety", href: paths.generalInfo() }],
      },
      {
        heading: "Which languages are spoken?",
        paragraphs: [
          "Albanian and Serbian are the official languages. Many young people speak good English, and German is widely understood. Learning “Faleminderit” (thank you) is a great start.",
        ],
        links: [{ label: "Useful phrases", href: paths.generalInfo() }],
      },
      {
        heading: "Can I visit the medieval monasteries?",
        paragraphs: [
          "Yes. Dečani, the Patriarchate of Peć and Gračanica are active Serbian Orthodox monasteries that welcome respectful visitors; together with Our Lady of Ljeviš in Prizren they form a UNESCO World Heritage Site. Dress modestly and bring your passport, which is sometimes checked at the entrance.",
        ],
        links: [
          { label: "Religious sites", href: paths.attractions("Religious") },
          { label: "About Kosovo", href: paths.about() },
        ],
      },
      {
        heading: "Does this site use cookies or track me?",
        paragraphs: [
          "No trackers and no advertising cookies. We remember your language choice and saved places in your browser, and store your e-mail address only if you give it to us: for the newsletter, a review, a comment or an event tip.",
        ],
        links: [{ label: "Privacy Policy", href: paths.privacy() }],
      },
    ],
  });

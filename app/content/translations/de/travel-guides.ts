/* de texts of app/content/travel-guides.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  travelGuides: {
    "1": {
      imageAlt: "A passport and boarding pass on a table, with mountains through the window behind",
      title: "Visa Information",
      content:
        "Citizens of more than 60 countries, including the EU and Schengen states, the UK, the US, Canada and Australia, can visit Kosovo without a visa for up to 90 days. Make sure your passport is valid for at least 3 months beyond your planned stay. If you are unsure whether your nationality is exempt, check with the Kosovo Ministry of Foreign Affairs before you book.",
    },
    "2": {
      imageAlt:
        "A plane coming in to land over the wide plain outside Pristina in the late afternoon",
      title: "Getting Here",
      content:
        "Most visitors fly into Pristina International Airport Adem Jashari, about 15 km from the city centre. A taxi into town costs about 15–20 €, the airport bus about 3 €. Buses link Kosovo's towns with each other and with neighbouring countries, and an intercity ticket usually costs 2–10 €.",
    },
    "3": {
      imageAlt:
        "A stone tower house with wooden balconies, used as a guesthouse, in a green valley",
      title: "Accommodation",
      content:
        "Hotels in Kosovo cost roughly 40–150 € a night, family-run guesthouses 15–60 € and hostel beds 10–25 €. Pristina, Prizren and Peja have the widest choice, while in the Rugova valley and other mountain areas you mostly stay in guesthouses with home cooking. Book ahead for August, when festivals and the diaspora's summer visits fill rooms.",
    },
    "4": {
      imageAlt: "Autumn-coloured forest and a meadow below mountain peaks under a clear sky",
      title: "Best Time to Visit",
      content:
        "Spring (April to June) and autumn (September to November) bring mild days for city walks and hiking, while summer (June to August) is hot, lively and full of festivals. Winter (December to March) is cold and snowy in the mountains, which suits skiers at Brezovica. For warm weather, plan your trip between May and October.",
    },
    "5": {
      imageAlt: "Tea glasses on a café table in an old bazaar street lined with wooden shopfronts",
      title: "Language & Culture",
      content:
        "Albanian and Serbian are Kosovo's official languages, and English is widely spoken among young people, especially in Pristina. A few words of Albanian, such as faleminderit (thank you) and mirëdita (good day), go a long way. Hospitality matters here: accept the offered coffee or tea, and dress modestly when you visit mosques and monasteries.",
    },
    "6": {
      imageAlt: "A winding road through green hills towards a town with a fortress in the distance",
      title: "Suggested Itineraries",
      content:
        "A short trip covering Pristina and Prizren costs around 200–350 € per person, and a week that adds Peja, the Rugova Gorge and Gjakova around 450–700 €. Day to day, budget travellers get by on about 30–40 € and mid-range travellers spend 50–80 €. See our plans for day-by-day suggestions.",
    },
  },
};

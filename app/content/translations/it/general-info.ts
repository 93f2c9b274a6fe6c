/* it texts of app/content/general-info.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  faq: [
    {
      question: "Do I need a visa to visit Kosovo?",
      answer:
        "Citizens of more than 60 countries, including EU member states, the UK, the USA, Canada and Australia, can stay up to 90 days without a visa. Your passport should be valid for at least 3 months. Rules change, so check the Ministry of Foreign Affairs before you book.",
    },
    {
      question: "Is Kosovo safe for tourists?",
      answer:
        "Yes, Kosovo is generally safe, and violent crime against visitors is rare. Take normal precautions, keep up with the news if you travel to the north, where tensions occasionally flare, and be careful on the roads.",
    },
    {
      question: "Can I pay by card everywhere?",
      answer:
        "Not everywhere. Hotels, larger restaurants and supermarkets in the cities take cards, but you will need cash for small cafés, markets, buses and villages. ATMs are easy to find in every town.",
    },
    {
      question: "Is the tap water safe to drink?",
      answer:
        "In the cities tap water is generally drinkable, though many people prefer bottled water, which costs little. If you are unsure — in a village or mountain hut — ask your host.",
    },
    {
      question: "Can I travel on to Serbia after visiting Kosovo?",
      answer:
        "It depends on how you entered Kosovo. Serbia does not recognise Kosovo's borders, and travellers who arrived from another country have at times been refused entry at the Kosovo–Serbia crossings. The rules have changed over the years, so check the official requirements before you plan this route.",
    },
  ],
  generalInfoMeta: {
    title: "Essential Visitor Information",
    description:
      "Practical facts for your trip to Kosovo: languages and useful Albanian phrases, money and cards, emergency numbers, health, safety and local SIM cards.",
    heading: "Essential Visitor Information",
    intro:
      "Everything you want to know before you land: what people speak, how you pay, which numbers to call and how to stay connected.",
    backLink: {
      label: "Back to About Kosovo",
    },
  },
  healthSection: {
    title: "Healthcare and Safety",
    paragraphs: [
      "Kosovo is generally safe for visitors, and people are quick to help a lost traveller. Take the usual precautions with valuables in crowded places, and keep an eye on traffic: drivers can be impatient, and pavements are not always continuous.",
      "Pharmacies — barnatore in Albanian — are easy to find in every town, and pharmacists can advise on minor problems. The main public hospital is the University Clinical Centre in Pristina, and there are regional hospitals and private clinics in the larger towns.",
      "Tap water is generally drinkable in the cities, though many locals and visitors prefer bottled water, which is cheap and sold everywhere. In the mountains, ask your host before drinking from a spring.",
    ],
    items: [
      "Take out travel insurance with medical cover before you go; Kosovo is not in the EU, so a European Health Insurance Card is not valid here.",
      "Bring any prescription medicines you need, in their original packaging.",
      "In the mountains, weather changes fast: tell someone your route, and hire a local guide for the high peaks.",
      "A few remote border and mountain areas still have unexploded ordnance from past conflicts — stay on marked trails.",
      "In winter, smog from heating can make the air in Pristina poor on still days; people with asthma should check air-quality reports.",
    ],
    emergencyNumbers: [
      {
        service: "General emergency",
      },
      {
        service: "Ambulance",
      },
      {
        service: "Police",
      },
      {
        service: "Fire",
      },
    ],
  },
  languageSection: {
    title: "Language and Communication",
    paragraphs: [
      "Albanian and Serbian are Kosovo's official languages, and Turkish, Bosnian and Romani are official in the municipalities where those communities live. Albanian is what you will hear in most of the country; Serbian is spoken in Gračanica, Štrpce / Shtërpcë around Brezovica and the north. Road signs usually give place names in both forms — Pristina / Prishtinë / Priština.",
      "Many Kosovars have worked or studied in Germany, Switzerland or Austria, so if English fails, German often works.",
    ],
    phrasesTitle: "Useful Albanian phrases",
    phrases: [
      {
        english: "Hello",
      },
      {
        english: "Good day",
      },
      {
        english: "Good evening",
      },
      {
        english: "Thank you",
      },
      {
        english: "Please",
      },
      {
        english: "Yes / No",
      },
      {
        english: "Excuse me / Sorry",
      },
      {
        english: "How much is it?",
      },
      {
        english: "Where is…?",
      },
      {
        english: "Do you speak English?",
      },
      {
        english: "Cheers!",
      },
      {
        english: "Goodbye",
      },
    ],
    englishTitle: "Where English is spoken",
    englishSpoken: [
      {
        place: "Hotels, hostels and tour operators",
      },
      {
        place: "Young people in Pristina, Prizren and Peja",
      },
      {
        place: "Cafés and restaurants in city centres",
      },
      {
        place: "Taxi drivers and bus stations",
      },
      {
        place: "Shops and markets outside the centres",
      },
      {
        place: "Older people and rural villages",
      },
    ],
    tipsTitle: "Tips",
    tips: [
      "A greeting in Albanian — even just “Mirëdita” — is always appreciated and often opens a conversation.",
      "In Serb-majority places such as Gračanica, “Zdravo” (hello) and “Hvala” (thank you) are the words to use.",
      "Write down the address of your accommodation, in Albanian, to show taxi drivers.",
      "Ask hosts and guesthouse owners: they are the best source of local directions and often phone ahead for you.",
    ],
    resourcesTitle: "Translation resources",
    translationResources: [
      "Download Albanian (and Serbian, if you are heading north) to a translation app before you travel, so it works offline.",
      "A small Albanian phrasebook is handy in the mountains, where mobile signal can be patchy.",
      "Tourist information offices in the larger towns and your accommodation can help with phone calls and bookings in Albanian.",
    ],
  },
  moneySection: {
    title: "Money and Payments",
    paragraphs: [
      "Kosovo uses the euro, so if you come from the eurozone there is nothing to exchange. Prices are low by Western European standards, especially for coffee, meals and public transport.",
      "Cash still rules outside the cities: keep small notes and coins for buses, bakeries, markets and village guesthouses, where a 50 € note can be hard to change.",
    ],
    items: [
      "ATMs are widespread in towns; your own bank or the ATM may charge a fee for withdrawals.",
      "Cards are accepted in hotels, larger restaurants, supermarkets and petrol stations in the cities.",
      "Pay cash in villages, small cafés, markets and on intercity buses.",
      "Tipping: round up in cafés and leave 5–10 % in restaurants if you liked the service.",
      "Exchange offices in the cities change other currencies; compare the rate before you hand over money.",
    ],
  },
  quickReference: {
    languages: {
      label: "Languages",
      value: "Albanian, Serbian",
      detail:
        "Both are official. English is common among young people; German is widely understood.",
    },
    currency: {
      label: "Currency",
      value: "Euro (€)",
      detail: "ATMs in every town; carry cash for villages and markets.",
    },
    "phone-code": {
      label: "Phone code",
      detail: "Prepaid SIM cards from Vala and IPKO cost 5–10 €.",
    },
    electricity: {
      label: "Electricity",
      value: "230 V / 50 Hz",
      detail: "Plug types C and F, the same two-pin plugs as most of continental Europe.",
    },
    safety: {
      label: "Safety",
      value: "Generally safe",
      detail: "Take normal precautions; traffic is the main risk for visitors.",
    },
    emergency: {
      label: "Emergency number",
      detail: "Ambulance 194, police 192, fire 193.",
    },
    tipping: {
      label: "Tipping",
      detail: "Round up in cafés; leave 5–10 % in restaurants for good service.",
    },
    "local-time": {
      label: "Local time",
      value: "CET",
      detail: "GMT+1 in winter, GMT+2 in summer (daylight saving as in the EU).",
    },
  },
  simSection: {
    title: "Phones and SIM cards",
    paragraphs: [
      "A local prepaid SIM is the cheapest way to stay online. Vala and IPKO, the two main operators, sell tourist packages for about 5–10 €, with 5–10 GB of data valid for 1–2 weeks.",
      "Buy one at an operator shop in any town — bring your passport, as shops usually register it. Kosovo is not covered by EU roaming, so check your home plan before you use data on arrival.",
    ],
  },
};

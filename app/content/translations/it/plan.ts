/* it texts of app/content/plan.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  budgets: {
    budget: {
      name: "Budget",
    },
    medium: {
      name: "Medium",
    },
    luxury: {
      name: "Luxury",
    },
  },
  monthRecommendations: {
    January: [
      {
        title: "Ski at Brezovica",
        description:
          "Mid-winter is the heart of the ski season in the Sharr Mountains. Check which lifts are running before you go.",
      },
      {
        title: "Orthodox Christmas",
        description:
          "Kosovo's Serbian Orthodox community celebrates Christmas on 7 January, with services at Gračanica and other monasteries.",
      },
      {
        title: "Cafés and museums in Pristina",
        description:
          "Cold days are made for long coffees, the Kosovo Museum and the Ethnographic Museum in the old quarter.",
      },
    ],
    February: [
      {
        title: "Independence Day, 17 February",
        description:
          "Pristina celebrates with concerts and crowds around the Newborn monument, which gets a new design for every anniversary.",
      },
      {
        title: "Winter sports at Brezovica",
        description: "Usually good snow cover in February; bring chains for the mountain road.",
      },
      {
        title: "Snowy walks in Germia Park",
        description:
          "The forested hills on Pristina's edge are a quiet place for a winter walk, minutes from the centre.",
      },
    ],
    March: [
      {
        title: "Last runs of the ski season",
        description:
          "Snow permitting, Brezovica stays open into March, with longer and sunnier days on the slopes.",
      },
      {
        title: "Prizren before the crowds",
        description:
          "Early spring is a calm time to walk the old town, visit the mosques and climb to the fortress.",
      },
      {
        title: "Gadime Marble Cave",
        description:
          "A weather-proof outing near Lipjan: marble chambers with stalactites and helictites, a short drive from Pristina.",
      },
    ],
    April: [
      {
        title: "Spring hiking in Germia",
        description:
          "Fresh green forests and mild days make April a good month for trails close to the capital.",
      },
      {
        title: "Easter traditions",
        description:
          "Catholic and Orthodox communities celebrate Easter, usually in April, with services in Prizren, Gjakova and Gračanica.",
      },
      {
        title: "Gračanica and Roman Ulpiana",
        description:
          "Pleasant weather for the monastery's frescoes and a walk among the excavated ruins of Ulpiana nearby.",
      },
    ],
    May: [
      {
        title: "Rugova Gorge in bloom",
        description:
          "Snowmelt fills the river and wildflowers cover the high pastures; the mountain villages start to open for the season.",
      },
      {
        title: "Visoki Dečani Monastery",
        description:
          "Spring light on the banded marble walls of the 14th-century church; dress modestly for your visit.",
      },
      {
        title: "Mirusha Waterfalls",
        description: "The falls run at their fullest in spring, and the paths are still quiet.",
      },
    ],
    June: [
      {
        title: "Long days in Rugova",
        description:
          "Warm weather and long evenings for via ferrata, ziplining and hiking above Peja.",
      },
      {
        title: "Evenings in Prizren",
        description:
          "Riverside cafés fill up as the heat fades; walk up to the fortress for sunset.",
      },
      {
        title: "Festival season begins",
        description:
          "Open-air concerts and cultural festivals start in Pristina and Prizren. See what is on while you are here.",
      },
    ],
    July: [
      {
        title: "Hike the Sharr Mountains",
        description:
          "Brezovica turns into a hiking base, with trails to glacial lakes and cool air at altitude.",
      },
      {
        title: "Summer music festivals",
        description:
          "July and August bring big open-air concerts and festivals, many in Pristina. Book accommodation early.",
      },
      {
        title: "Swim at Batllava Lake",
        description:
          "A reservoir in green hills north-east of Pristina, popular for swimming and picnics on hot days.",
      },
    ],
    August: [
      {
        title: "DokuFest in Prizren",
        description:
          "The international documentary and short film festival fills Prizren's open-air cinemas each August.",
      },
      {
        title: "Escape the heat in the mountains",
        description: "The villages of the Rugova Gorge are a cool refuge when the plains are hot.",
      },
      {
        title: "Diaspora season: book ahead",
        description:
          "Many Kosovars living abroad come home in August: expect busy roads and border queues, and book rooms early.",
      },
    ],
    September: [
      {
        title: "Wine harvest in Rahovec",
        description:
          "September is harvest time in Kosovo's wine country; visit family cellars and taste the new season's grapes.",
      },
      {
        title: "Hiking towards Gjeravica",
        description:
          "Clear, settled weather is ideal for the high trails from Junik towards Kosovo's highest peak, best with a local guide.",
      },
      {
        title: "Gjakova's Grand Bazaar",
        description: "Mild days for exploring the old bazaar, its craft shops and cafés.",
      },
    ],
    October: [
      {
        title: "Autumn colours in Rugova",
        description:
          "Beech forests turn gold and red along the gorge; a beautiful month for walks and photography.",
      },
      {
        title: "Pepper and ajvar season",
        description:
          "Across Kosovo, families roast red peppers to make ajvar for the winter — you will smell it in every village.",
      },
      {
        title: "Prizren in mild weather",
        description:
          "Fewer visitors and comfortable temperatures for walking the old town and the fortress.",
      },
    ],
    November: [
      {
        title: "Flag Day, 28 November",
        description:
          "Albanian Flag Day is celebrated across Kosovo with flags, music and gatherings in town squares.",
      },
      {
        title: "New wine in Rahovec",
        description:
          "After the harvest, cellar doors are quiet and welcoming; ask to taste the young wine.",
      },
      {
        title: "Gadime Marble Cave",
        description:
          "A good outing for grey days, underground and out of the weather, near Lipjan.",
      },
    ],
    December: [
      {
        title: "Ski season opens",
        description:
          "Brezovica's season usually starts in December when enough snow has fallen. Check conditions first.",
      },
      {
        title: "Christmas services",
        description:
          "Catholic communities celebrate on 25 December, with Mass at Pristina's Cathedral of Saint Mother Teresa and in Prizren.",
      },
      {
        title: "New Year in Pristina",
        description: "Concerts and celebrations in the city centre see the old year out.",
      },
    ],
  },
  planHero: {
    title: "Plan Your Kosovo Adventure",
    subtitle:
      "Tell us when you are coming, how long you can stay and what you love, and we will sketch a route — from Pristina's cafés to the Rugova Gorge and the old streets of Prizren.",
    startPlanningLabel: "Start Planning",
    downloadGuideLabel: "Download Travel Guide",
    travelersClaim: "5,000+ travelers have explored Kosovo",
    infoTiles: {
      "best-time": {
        label: "Best time to visit",
        value: "May–Oct",
        detail: "Warm weather",
      },
      "average-visit": {
        label: "Average visit",
        value: "4–7 days",
        detail: "Recommended",
      },
      currency: {
        label: "Currency",
        value: "Euro",
        detail: "€ — cards in cities, cash elsewhere",
      },
    },
  },
  planMeta: {
    title: "Plan Your Trip",
    description:
      "Build your own Kosovo itinerary by month, trip length, budget and interests, and read our guides to visas, transport, places to stay, seasons and culture.",
  },
  planTabs: {
    visa: {
      label: "Visa Info",
      title: "Visa Information",
      intro:
        "Most visitors from Europe, North America and Australia can simply show a passport at the border. Here is what to check before you go.",
      sections: {
        "visa-information": {
          heading: "Do you need a visa?",
          paragraphs: [
            "Citizens of 60+ countries — including all EU member states, the UK, the USA, Canada, Australia and Japan — can visit Kosovo without a visa and stay up to 90 days within any 180-day period.",
            "If your country is not on the list, apply for a visa at a Kosovo embassy or consulate before you travel. Holders of some valid Schengen visas or residence permits may be allowed in for a short stay without a Kosovo visa; confirm that this applies to you before you book.",
          ],
          links: [
            {
              label: "Check official requirements",
            },
          ],
        },
        "passport-requirements": {
          heading: "Passport and ID",
          items: [
            "Your passport should be valid for at least 3 months from the date you enter.",
            "Citizens of EU and Schengen countries can usually enter with a national identity card as well.",
            "Keep your documents with you: police may ask for ID, and you will need it to register a SIM card or check in.",
          ],
        },
        "longer-stays": {
          heading: "Staying longer than 90 days",
          paragraphs: [
            "To stay more than 90 days — to work, study or live in Kosovo — you need a residence permit. Apply well before your visa-free days run out; the requirements depend on your reason for staying.",
          ],
        },
        "travelling-onwards": {
          heading: "Travelling on to Serbia",
          paragraphs: [
            "Serbia does not recognise Kosovo's borders. Travellers who entered Kosovo from Albania, North Macedonia, Montenegro or by air have at times been refused entry when crossing into Serbia directly. The rules have changed over time, so check the current requirements of both countries before you plan this route.",
          ],
          links: [
            {
              label: "Border crossings",
            },
            {
              label: "Check official requirements",
            },
          ],
        },
      },
    },
    transportation: {
      label: "Transportation",
      title: "Getting Here and Around",
      intro:
        "Fly into Pristina, or arrive by road from any neighbour. Once here, buses are cheap and frequent, and a rental car opens up the mountains.",
      sections: {
        "getting-here": {
          heading: "Getting here",
          paragraphs: [
            "Pristina International Airport Adem Jashari lies about 15 km from the city centre and has direct flights from many European cities. A taxi to the centre costs 15–20 €, and the airport bus 3 €.",
            "You can also fly to Skopje or Tirana and continue by bus or car. Coaches connect Pristina with Tirana, Skopje and Podgorica, and motorways link Kosovo with Albania and North Macedonia.",
          ],
          links: [
            {
              label: "Transportation details",
            },
          ],
        },
        "getting-around": {
          heading: "Getting around",
          table: {
            columns: ["Transport", "Typical cost"],
            rows: [
              ["Intercity bus", "2–10 € depending on distance (3–7 € between most main towns)"],
              ["City bus", "0.40–0.50 € a ride"],
              ["Taxi in town", null],
              ["Airport taxi to Pristina", null],
              ["Airport bus", null],
              ["Car rental", "25–50 € a day"],
              ["Fuel", "About 1.3 € per litre"],
            ],
          },
        },
        driving: {
          heading: "Driving tips",
          items: [
            "Speed limits are 50 km/h in towns, 80 km/h on rural roads and 110–130 km/h on motorways.",
            "Keep dipped headlights on at all times, and carry your licence, passport and the car's papers.",
            "Rental companies usually want drivers to be at least 21–25 and take a deposit of 100–500 €.",
            "Mountain roads need winter tyres from late autumn; drive carefully after dark.",
          ],
        },
      },
    },
    accommodation: {
      label: "Accommodation",
      title: "Where to Stay",
      intro:
        "From family guesthouses in mountain villages to boutique hotels in Ottoman houses, rooms in Kosovo are good value. Book ahead for July and August.",
      sections: {
        "places-to-stay": {
          heading: "Types and prices",
          table: {
            columns: ["Type", "Price per night", "Good to know"],
            rows: [
              [
                "Hotels",
                null,
                "From business hotels in Pristina to boutique stays in Prizren's old town",
              ],
              [
                "Guesthouses",
                null,
                "Family-run, often with home cooking; the best choice in Rugova and the villages",
              ],
              ["Hostels", null, "Dorms and private rooms in Pristina, Prizren and Peja"],
            ],
          },
        },
        "where-to-stay": {
          heading: "Where to base yourself",
          items: [
            "Pristina: stay near Mother Teresa Boulevard to walk everywhere in the centre.",
            "Prizren: the old town around the Stone Bridge puts the fortress and the river cafés on your doorstep.",
            "Peja and Rugova: sleep in town for restaurants, or in a mountain guesthouse for quiet and early hikes.",
            "Brezovica: hotels and chalets close to the slopes, busiest in the ski season.",
          ],
        },
        "booking-tips": {
          heading: "Booking tips",
          items: [
            "July and August, when the diaspora visits, are the busiest months — book early.",
            "Guesthouses often take cash only; ask when you book.",
            "Ask your host about breakfast: homemade cheese, ajvar and fresh bread are often included.",
          ],
        },
      },
    },
    seasonal: {
      label: "When to Visit",
      title: "When to Visit",
      intro:
        "Kosovo has four clear seasons. May to October brings warm weather for most trips; winter is for skiing and city breaks.",
      sections: {
        seasons: {
          heading: "The seasons at a glance",
          table: {
            columns: ["Season", "Months", "What to expect"],
            rows: [
              [
                "Spring",
                "Apr–Jun",
                "Mild and green, full rivers and waterfalls; showers are common",
              ],
              [
                "Summer",
                "Jun–Aug",
                "Hot and sunny on the plains, cool in the mountains; festival season",
              ],
              ["Autumn", "Sep–Nov", "Warm early on, then crisp; grape harvest and autumn colours"],
              ["Winter", "Dec–Mar", "Cold with snow in the mountains; skiing at Brezovica"],
            ],
          },
        },
        "best-time": {
          heading: "Best time for your trip",
          items: [
            "Sightseeing in the cities: spring (April–June) and early autumn (September–October).",
            "Hiking in Rugova and the Sharr Mountains: June to September, when high trails are free of snow.",
            "Festivals: summer, with DokuFest in Prizren in August.",
            "Skiing: December to March at Brezovica, depending on snow.",
          ],
        },
        weather: {
          heading: "Weather",
          paragraphs: [
            "Summer days on the plains are often around 25–30 °C, while evenings in the mountains stay cool. Winter nights are usually below freezing, and snow can close high roads. Pack layers whatever the season.",
          ],
        },
      },
    },
    culture: {
      label: "Culture",
      title: "Culture and Etiquette",
      intro:
        "Hospitality is a point of pride in Kosovo. A few words of Albanian, an accepted coffee and modest dress at religious sites go a long way.",
      sections: {
        language: {
          heading: "Language",
          paragraphs: [
            "Albanian is spoken by most people, Serbian in Serb-majority areas such as Gračanica and the north. English is common among young people and in tourism, and German is widely understood. “Faleminderit” (thank you) and “Mirëdita” (good day) will earn you smiles.",
          ],
          links: [
            {
              label: "Useful phrases",
            },
          ],
        },
        hospitality: {
          heading: "Hospitality",
          items: [
            "If you are invited in, accept at least a coffee or tea; refusing everything can seem cold.",
            "Take off your shoes when entering a home — hosts often offer slippers.",
            "Hosts may insist on paying; offering is polite, but you will rarely win.",
          ],
        },
        "religious-sites": {
          heading: "Visiting religious sites",
          items: [
            "Cover shoulders and knees in mosques, churches and monasteries.",
            "Women should bring a scarf to cover their hair in mosques; everyone removes shoes at the door.",
            "Avoid visiting mosques during prayer times, and ask before taking photos inside monasteries.",
          ],
        },
        "coffee-culture": {
          heading: "Coffee culture",
          paragraphs: [
            "Coffee is the social glue of Kosovo. Pristina's macchiato is a local point of pride, meetings of all kinds happen over coffee, and nobody rushes you. Tea, served in small glasses, is just as common, especially in Prizren.",
          ],
        },
        "respectful-travel": {
          heading: "Respectful conversation",
          paragraphs: [
            "The war and politics are personal subjects for many people. Listen more than you speak, and avoid displaying national symbols of any side. You will find most people happy to share their story if you ask with genuine interest.",
          ],
        },
      },
    },
    itineraries: {
      label: "Itineraries",
      title: "Sample Itineraries and Budgets",
      intro:
        "Kosovo is small enough to see a lot in a few days. These sample routes and budgets help you plan; use the trip builder above to shape your own.",
      sections: {
        "sample-itineraries": {
          heading: "Sample itineraries",
          paragraphs: [
            "Sample budgets are mid-range estimates for accommodation, food, local transport and entrance fees, excluding flights.",
          ],
          table: {
            columns: ["Trip", "Route", "Budget per person"],
            rows: [
              ["Long weekend (3–4 days)", "Pristina, Gračanica, Prizren", null],
              [
                "One week (7 days)",
                "Pristina, Prizren, Peja and the Rugova Gorge, Dečani, Gjakova, Rahovec",
                null,
              ],
            ],
          },
        },
        "daily-budgets": {
          heading: "Daily budgets",
          table: {
            columns: ["Travel style", "Per day", "What it covers"],
            rows: [
              ["Budget", null, "Hostel or simple guesthouse, buses and local food"],
              ["Mid-range", null, "Comfortable guesthouse or hotel, restaurant meals, some taxis"],
            ],
          },
        },
        "build-your-own": {
          heading: "Build your own route",
          items: [
            "Base yourself in Pristina and Prizren, and add Peja for the mountains.",
            "Allow a full day for Rugova — it is better done slowly.",
            "Combine Gjakova with Rahovec's wineries, and Peja with Dečani.",
          ],
        },
      },
    },
    practical: {
      label: "Practical Info",
      title: "Practical Information",
      intro:
        "The small things that make a trip run smoothly: phones, money, power plugs and who to call in an emergency.",
      sections: {
        "travel-tips": {
          heading: "Travel tips",
          items: [
            "Buy a prepaid SIM from Vala or IPKO: about 5–10 € for 5–10 GB, valid 1–2 weeks.",
            "Carry cash for small places; cards work in hotels and larger restaurants.",
            "Tip 5–10 % in restaurants if you are happy with the service.",
            "Electricity is 230 V / 50 Hz with type C and F plugs, as in most of Europe.",
            "Kosovo is on Central European Time (GMT+1, GMT+2 in summer).",
          ],
        },
        "emergency-numbers": {
          heading: "Emergency numbers",
          table: {
            columns: ["Service", "Number"],
            rows: [
              ["General emergency", null],
              ["Ambulance", null],
              ["Police", null],
              ["Fire", null],
            ],
          },
        },
        "health-and-insurance": {
          heading: "Health and insurance",
          paragraphs: [
            "Take out travel insurance with medical cover. Pharmacies (barnatore) are easy to find in every town, and tap water is generally drinkable in the cities, though many people prefer bottled.",
          ],
          links: [
            {
              label: "Essential visitor information",
            },
          ],
        },
      },
    },
  },
  plans: {
    weekend: [
      {
        title: "Pristina City Tour",
        description:
          "Start at the Newborn monument, walk Mother Teresa Boulevard to the Skanderbeg statue and the National Library, then wander the old bazaar quarter around the Imperial Mosque and the clock tower. End the day in one of the city's busy cafés.",
      },
      {
        title: "Prizren Day Trip",
        description:
          "An hour and a half by bus from Pristina: the Stone Bridge, Shadërvan square and the Sinan Pasha Mosque, a steep walk up to the fortress for the view, and lunch by the Lumbardhi river before the ride back.",
      },
    ],
    "5days": [
      {
        title: "Pristina Exploration",
        description:
          "Two unhurried days in the capital: the Newborn monument, the domes of the National Library and Mother Teresa Boulevard on day one; the old quarter around the 15th-century Imperial Mosque, the clock tower and the Ethnographic Museum on day two, with time for macchiatos and a dinner of flija.",
      },
      {
        title: "Prizren Historic Center",
        description:
          "Cross the Ottoman Stone Bridge over the Lumbardhi river, step into the Sinan Pasha Mosque and the League of Prizren museum, then climb to the fortress for sunset over the red roofs. Stay the night to enjoy the riverside cafés and grilled qebapa.",
      },
      {
        title: "Rugova Canyon Adventure",
        description:
          "Head west of Peja into the Rugova Gorge, where limestone walls rise straight above the river. Choose a via ferrata, the zipline or a hike to the high pastures, and stop for mountain cheese and fresh trout in a village guesthouse.",
      },
      {
        title: "Gračanica Monastery",
        description:
          "About 10 km from Pristina, the 14th-century Serbian Orthodox monastery of Gračanica, part of a UNESCO World Heritage Site, is famous for its frescoes and its five-domed church. The ruins of Roman Ulpiana are a few minutes away.",
      },
    ],
    week: [
      {
        title: "Pristina Exploration",
        description:
          "Two unhurried days in the capital: the Newborn monument, the domes of the National Library and Mother Teresa Boulevard on day one; the old quarter around the 15th-century Imperial Mosque, the clock tower and the Ethnographic Museum on day two, with time for macchiatos and a dinner of flija.",
      },
      {
        title: "Prizren Historic Center",
        description:
          "Cross the Ottoman Stone Bridge over the Lumbardhi river, step into the Sinan Pasha Mosque and the League of Prizren museum, then climb to the fortress for sunset over the red roofs. Stay the night to enjoy the riverside cafés and grilled qebapa.",
      },
      {
        title: "Rugova Canyon Adventure",
        description:
          "Head west of Peja into the Rugova Gorge, where limestone walls rise straight above the river. Choose a via ferrata, the zipline or a hike to the high pastures, and stop for mountain cheese and fresh trout in a village guesthouse.",
      },
      {
        title: "Peja & Patriarchate",
        description:
          "Visit the Patriarchate of Peć at the mouth of the Rugova Gorge, browse the old bazaar of Peja / Peć, then drive about 15 km south to the Visoki Dečani Monastery, the largest medieval church in the Balkans, its walls covered in 14th-century frescoes.",
      },
      {
        title: "Gjakova & Rahovec",
        description:
          "Morning in Gjakova's Grand Bazaar, one of the largest old bazaars in the region, with its craft shops and the Hadum Mosque; afternoon among the vineyards of Rahovec, Kosovo's wine capital, tasting in family cellars.",
      },
      {
        title: "Mirusha Waterfalls",
        description:
          "A string of waterfalls and green pools in a limestone canyon between Klina and Malisheva, a short drive from Rahovec. Walk the path along the gorge and, on a hot summer day, cool off in the water like the locals do.",
      },
      {
        title: "Brezovica Mountain Resort",
        description:
          "High in the Sharr Mountains, Brezovica is Kosovo's ski area from December to March, snow permitting. In summer the same slopes lead hikers to glacial lakes and wide ridges with views into North Macedonia.",
      },
    ],
  },
  tripBuilderText: {
    title: "Custom Trip Builder",
    intro:
      "Pick a month, a trip length, a budget and what you enjoy. Optional stops appear when they match your interests, and the best matches move to the top.",
    priceNote:
      "Starting price per person in euros, excluding flights; the final cost depends on season and where you stay.",
  },
  tripTypes: {
    weekend: {
      name: "Weekend",
      title: "A weekend of Pristina and Prizren",
    },
    "5days": {
      name: "5 Days",
      title: "Five days: cities and the Rugova Gorge",
    },
    week: {
      name: "Week+",
      title: "A week or more across Kosovo",
    },
  },
};

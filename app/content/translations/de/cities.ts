/* de texts of app/content/cities.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  cities: {
    "1": {
      imageAlt: "The Newborn letters and the domes of the National Library in central Pristina",
      name: "Pristina",
      gallery: [
        {
          imageAlt: "The National Library's domes and lattice façade on a sunny day",
        },
        {
          imageAlt: "The Newborn monument lit up on a winter evening",
        },
        {
          imageAlt: "Mother Teresa Boulevard busy with café terraces in spring",
        },
        {
          imageAlt: "Minarets and the clock tower of Pristina's old town at dawn",
        },
        {
          imageAlt: "Forest paths of Germia Park on the edge of the city",
        },
      ],
      description:
        "Kosovo's young, café-loving capital: the Newborn monument, the domed National Library and a small Ottoman quarter, all within walking distance.",
      longDescription:
        "Pristina (Prishtina) is where most trips to Kosovo begin. The airport, the main bus station, the university and the government are all here, and the centre is compact: from Mother Teresa Boulevard you can walk to the Newborn monument, the National Library, the Museum of Kosovo and the old bazaar quarter in well under an hour.\n\nIt is not a city of grand set pieces but of layers. Ottoman mosques such as the 15th-century Imperial Mosque stand near Yugoslav-era blocks, the bold 1982 library and the new Catholic cathedral. One of the youngest populations in Europe keeps the cafés, galleries and bars busy from morning espresso to late at night.\n\nGive yourself a day or two. Walk the boulevard, climb the cathedral's bell tower for the view, see the Goddess on the Throne in the museum, and escape to the forest trails of Germia Park. Gračanica Monastery and the Roman site of Ulpiana are a short ride south-east.",
      population: "About 230,000 (municipality)",
      founded: "Medieval market town, recorded from the 14th century",
      area: "about 514 km² (municipality)",
      keyLandmarks: [
        {
          name: "Newborn Monument",
          description:
            "Giant letters unveiled on Independence Day in 2008 and repainted with a new design every year.",
        },
        {
          name: "National Library of Kosovo",
          description:
            "Andrija Mutnjaković's 1982 building of glass domes wrapped in a metal lattice, on the university campus.",
        },
        {
          name: "Mother Teresa Boulevard",
          description:
            "The pedestrian spine of the city, lined with cafés, shops and the statue of Skanderbeg at its northern end.",
        },
        {
          name: "Museum of Kosovo",
          description:
            "The national museum in an 1889 building, home to the Neolithic Goddess on the Throne.",
        },
        {
          name: "Cathedral of Saint Mother Teresa",
          description:
            "Catholic cathedral consecrated in 2017; its bell tower has a lift and a wide view over the city.",
        },
        {
          name: "Germia Park",
          description:
            "A large forested park on the north-eastern edge of the city, with trails, picnic spots and a summer swimming pool.",
        },
      ],
      neighborhoods: [
        {
          name: "City centre (Qendra)",
          description:
            "Mother Teresa Boulevard, the main squares and most museums, hotels and cafés.",
        },
        {
          name: "Old town",
          description:
            "The remains of the Ottoman bazaar quarter, with the Imperial Mosque, the clock tower and the Ethnographic Museum.",
        },
        {
          name: "Pejton",
          description:
            "A compact grid of streets just west of the boulevard, packed with restaurants and bars.",
        },
        {
          name: "Dragodan (Arbëria)",
          description:
            "A leafy hillside district of embassies and villas with views over the city.",
        },
        {
          name: "Ulpiana",
          description:
            "A Yugoslav-era residential neighbourhood of tower blocks, parks and local cafés south of the centre.",
        },
        {
          name: "Sunny Hill (Kodra e Diellit)",
          description: "A hilltop residential area to the east, with views back over the centre.",
        },
      ],
      attractions: {
        "101": {
          imageAlt: "The NEWBORN letters painted in bright colours in central Pristina",
          name: "Newborn Monument",
          description:
            "The typographic monument of independence, freshly painted every February. A quick but essential photo stop.",
          openingHours: "Open-air, accessible at any time",
          address: "Luan Haradinaj Street, beside the Palace of Youth and Sports",
        },
        "102": {
          imageAlt: "The domed National Library of Kosovo in golden evening light",
          name: "National Library of Kosovo",
          description:
            "Pristina's most debated building, all domes and metal lattice. Step inside to see the light under the domes.",
          openingHours: "Working library, generally open on weekdays",
          address: "University campus, off Agim Ramadani Street",
        },
        "103": {
          imageAlt: "The ochre façade of the Museum of Kosovo in the old town",
          name: "Museum of Kosovo",
          description:
            "Archaeology from the Neolithic to Roman Ulpiana, and the story of modern Kosovo. Check it is open before you go.",
          openingHours: "Usually Tuesday to Sunday during the day; closed on Mondays",
          address: "Old town, beside the Jashar Pasha Mosque",
        },
        "104": {
          imageAlt: "The red-brick Catholic cathedral and its tall bell tower in Pristina",
          name: "Cathedral of Saint Mother Teresa",
          description:
            "A red-brick cathedral consecrated in 2017. Take the lift up the bell tower for one of the best views of the city.",
          openingHours: "Usually open daily; the bell tower has its own opening times",
          address: "Near Bill Clinton Boulevard, central Pristina",
        },
        "105": {
          imageAlt: "Walkers among tall trees on a forest trail in Germia Park",
          name: "Germia Park",
          description:
            "Forested hills on the city's edge with walking and cycling trails, picnic meadows and a big outdoor pool in summer.",
          openingHours: "Open all day, every day",
          address: "North-eastern edge of Pristina",
        },
        "106": {
          imageAlt: "The stone dome and minaret of the Imperial Mosque in the old town",
          name: "Imperial Mosque (Fatih Mosque)",
          description:
            "Built in the 1460s on the order of Sultan Mehmed II, it is one of the oldest buildings in Pristina, with a vast single dome.",
          openingHours: "Open to visitors outside prayer times",
          address: "Old town, near the clock tower",
        },
      },
      restaurants: {
        "11": {
          imageAlt: "A table of traditional Kosovar dishes in an old stone-walled restaurant",
          name: "Liburnia",
          description:
            "Traditional Albanian and Kosovar cooking in an old house near the old town, with a courtyard for warm evenings.",
          address: "Near the old town, central Pristina",
        },
        "12": {
          imageAlt: "Dishes from a wood-fired oven served on a garden terrace",
          name: "Tiffany",
          description:
            "A long-standing favourite with no fixed menu: the waiter tells you what comes out of the wood-fired oven today.",
          address: "City centre, Pristina",
        },
        "13": {
          imageAlt: "A café-restaurant table surrounded by bookshelves and a garden",
          name: "Soma Book Station",
          description:
            "Café, restaurant and bookshop in one, with a garden, a broad international menu and a relaxed crowd.",
          address: "City centre, Pristina",
        },
        "14": {
          imageAlt: "A cosy bookshop café with coffee cups and books on the table",
          name: "Dit' e Nat'",
          description:
            "A bookshop café that serves good coffee, light meals and, on some evenings, live jazz or readings.",
          address: "City centre, Pristina",
        },
      },
      accommodations: {
        "15": {
          imageAlt: "A grand hotel façade on a square in central Pristina at night",
          name: "Swiss Diamond Hotel Prishtina",
          description:
            "The capital's best-known five-star hotel, right on Mother Teresa Boulevard, with a spa and formal restaurants.",
          address: "Mother Teresa Square, Pristina",
        },
        "16": {
          imageAlt: "A modern city-centre hotel with a rooftop view over Pristina",
          name: "Hotel Sirius",
          description:
            "A central, business-style hotel a few minutes from the boulevard, with a rooftop restaurant.",
          address: "City centre, Pristina",
        },
        "17": {
          imageAlt: "A friendly guesthouse terrace on a hillside street in Pristina",
          name: "Velania Guesthouse",
          description:
            "A long-running, homely guesthouse in the hillside Velania district, popular with backpackers.",
          address: "Velania district, Pristina",
        },
      },
      accommodationTips: [
        "Stay within walking distance of Mother Teresa Boulevard; most sights, cafés and restaurants are there.",
        "Book early for late July and August, when festivals and visiting diaspora fill rooms.",
        "Hotels run about 40–150 € a night, guesthouses 15–60 € and hostel beds 10–25 €.",
      ],
      events: {
        "18": {
          imageAlt: "A cinema screen and audience at an evening festival screening",
          name: "Prishtina International Film Festival (PriFest)",
          date: "Dates vary; recent editions were in late summer or autumn",
          description:
            "Kosovo's international feature-film festival, running since 2009, with screenings, guests and parties across the city.",
        },
        "19": {
          imageAlt: "A large open-air festival stage with crowds at dusk",
          name: "Sunny Hill Festival",
          date: "Usually late July or early August",
          description:
            "The big music festival founded by Dua Lipa and her father, with international headliners. Check that an edition is announced.",
        },
      },
      localCuisine:
        "Flija (layered pancake pie), tavë kosi, qebapa, burek with yogurt, and a macchiato at every stop.",
      touristInfo:
        "Ask at your hotel or a local tour agency for maps, guides and current opening times; museum hours change often.",
      gettingAround:
        "Central Pristina is best seen on foot: the boulevard, the old town and the library are all within a 20-minute walk. City buses cost about 0.40–0.50 € a ride, and taxis are cheap, at about 2–5 € for a trip in town; use a metered taxi or agree the fare first. From the airport a taxi costs about 15–20 € and the airport bus about 3 €. For Gračanica, Ulpiana or day trips further afield, intercity buses leave from the main bus station, or you can rent a car for about 25–50 € a day.",
      climate: {
        note: "Continental: cold, sometimes snowy winters and warm, dry summers. Spring and early autumn are the most pleasant for walking.",
      },
    },
    "2": {
      imageAlt: "Prizren Fortress above the Stone Bridge and the minaret of the Sinan Pasha Mosque",
      name: "Prizren",
      gallery: [
        {
          imageAlt: "The old Stone Bridge over the Lumbardhi river in Prizren",
        },
        {
          imageAlt: "The Sinan Pasha Mosque by the river on a summer night",
        },
        {
          imageAlt: "The fortress walls above the red roofs of the old town at sunset",
        },
        {
          imageAlt: "Shadërvan square's cafés and fountain in the morning",
        },
        {
          imageAlt: "Snow on the Sharr Mountains behind Prizren's minarets",
        },
      ],
      description:
        "Kosovo's most beautiful old town: a stone bridge, Ottoman mosques and a hilltop fortress on the Lumbardhi river, below the Sharr Mountains.",
      longDescription:
        "Prizren sits where the Lumbardhi river leaves the Sharr Mountains, and its old town climbs the slopes on both banks. Around Shadërvan square you find the Sinan Pasha Mosque, the restored Stone Bridge and lanes of cafés, silver filigree workshops and bakeries, with the fortress walls watching from the hill above.\n\nIt was an important medieval town, then a prosperous Ottoman one, and in 1878 it hosted the League of Prizren, a landmark of the Albanian national movement. Churches, mosques, hammams and a Catholic cathedral stand close together, and the 14th-century Church of the Virgin of Ljeviš is part of a UNESCO World Heritage Site.\n\nCome for at least a night. Climb to the fortress for sunset, eat by the river, and if you are here in early August, join the crowds at DokuFest, the documentary and short film festival. The Sharr Mountains, the Prevalla pass and the vineyards of Rahovec are all within easy reach.",
      population: "About 150,000 (municipality)",
      founded: "Roman-era Theranda, flourished from the 14th century",
      area: "about 640 km² (municipality)",
      keyLandmarks: [
        {
          name: "Prizren Fortress",
          description:
            "Hilltop walls above the old town, reached by a 15–20 minute climb, with the best view in the city.",
        },
        {
          name: "Stone Bridge",
          description:
            "The Ottoman-era bridge over the Lumbardhi, rebuilt after a flood in 1979 and now the town's emblem.",
        },
        {
          name: "Sinan Pasha Mosque",
          description:
            "The landmark mosque of 1615, with a great dome and painted interior, by the river.",
        },
        {
          name: "Church of the Virgin of Ljeviš",
          description:
            "A 14th-century church with important frescoes, part of the UNESCO site Medieval Monuments in Kosovo.",
        },
        {
          name: "League of Prizren Complex",
          description:
            "A museum on the site where Albanian leaders met in 1878 to defend their lands and rights.",
        },
        {
          name: "Gazi Mehmed Pasha Hammam",
          description:
            "A 16th-century Ottoman bathhouse across the river, restored and used for exhibitions.",
        },
      ],
      neighborhoods: [
        {
          name: "Shadërvan",
          description:
            "The cobbled heart of the old town around the fountain, full of cafés and restaurants.",
        },
        {
          name: "Nënkalaja",
          description:
            "The steep old quarter below the fortress, crossed on the walk up to Kalaja.",
        },
        {
          name: "Marash",
          description:
            "A green riverside area upstream, with plane trees, picnic spots and restaurants by the water.",
        },
        {
          name: "Arasta",
          description:
            "An old craft quarter near the river, once home to market stalls and workshops.",
        },
        {
          name: "Ortakoll",
          description:
            "A residential neighbourhood on the north side of town, with local shops and bakeries.",
        },
      ],
      attractions: {
        "201": {
          imageAlt: "Prizren Fortress walls on the hill at sunset",
          name: "Prizren Fortress",
          description:
            "Restored walls and gateways on the hill above the old town; come for sunset and the view over the minarets.",
          openingHours: "Open-air site, accessible all day",
          address: "Kalaja hill, above the old town",
        },
        "202": {
          imageAlt: "The dome and minaret of the Sinan Pasha Mosque beside the river",
          name: "Sinan Pasha Mosque",
          description:
            "Prizren's great 17th-century mosque, with a painted dome. Visit between prayers and dress modestly.",
          openingHours: "Open to visitors outside prayer times",
          address: "Shadërvan area, south bank of the Lumbardhi",
        },
        "203": {
          imageAlt: "The arched Stone Bridge over the Lumbardhi at dawn",
          name: "Stone Bridge",
          description:
            "The arched Ottoman-era bridge, rebuilt after the 1979 flood; the classic view of Prizren, especially at night.",
          openingHours: "Open at all times",
          address: "Across the Lumbardhi, by Shadërvan",
        },
        "204": {
          imageAlt: "The brick bell tower and domes of the Church of the Virgin of Ljeviš",
          name: "Church of the Virgin of Ljeviš",
          description:
            "A 14th-century church with rare frescoes and a UNESCO listing. Access to the interior is limited; ask locally.",
          openingHours: "Interior opened irregularly; the exterior can be seen from the street",
          address: "Old town, north bank of the Lumbardhi",
        },
        "205": {
          imageAlt: "A traditional Ottoman house with a courtyard by the river in Prizren",
          name: "League of Prizren Complex",
          description:
            "A museum on the site of the 1878 League of Prizren, with an ethnographic collection in a traditional house.",
          openingHours: "Usually open during the day; closed on some holidays",
          address: "South bank of the Lumbardhi, upstream from the Stone Bridge",
        },
      },
      restaurants: {
        "21": {
          imageAlt: "Tables by a river and a small waterfall with traditional dishes",
          name: "Ambient",
          description:
            "Tables along the water a short walk from the old town, serving traditional dishes such as tava casseroles.",
          address: "By the Lumbardhi river, just outside the old town",
        },
        "22": {
          imageAlt: "Grilled meats and salads on a terrace in Prizren's old town",
          name: "Besimi-Beska",
          description:
            "A long-established old-town restaurant for grilled meats, salads and simple, generous plates at fair prices.",
          address: "Old town, near Shadërvan",
        },
        "23": {
          imageAlt: "Macchiatos and baklava on a café table by the Shadërvan fountain",
          name: "Cafés of Shadërvan",
          description:
            "Sit under the trees around the fountain with a macchiato or Turkish coffee and baklava, and watch the town stroll past.",
          address: "Shadërvan square, old town",
        },
      },
      accommodations: {
        "24": {
          imageAlt: "A hotel in Prizren's old town with the fortress on the hill behind",
          name: "Hotel Theranda",
          description:
            "A comfortable hotel right in the old town, a few steps from Shadërvan and the river.",
          address: "Old town, near Shadërvan",
        },
        "25": {
          imageAlt: "A friendly hostel courtyard in an old house in Prizren",
          name: "Driza's House",
          description:
            "A popular hostel in an old house near the centre, with a courtyard that is easy to meet other travellers in.",
          address: "Old town, Prizren",
        },
      },
      accommodationTips: [
        "Stay in or near the old town: everything worth seeing is within a 15-minute walk.",
        "Rooms sell out during DokuFest in early August; book months ahead for that week.",
        "Many small guesthouses in old houses have steep stairs and no lift — ask if that matters to you.",
      ],
      events: {
        "26": {
          imageAlt: "An open-air cinema screen by the river in Prizren at night",
          name: "DokuFest",
          date: "Usually early August",
          description:
            "Kosovo's best-known festival: documentary and short films on open-air screens around the old town, with concerts every night.",
        },
        "27": {
          imageAlt: "Musicians on a stage in Prizren's old town on an autumn evening",
          name: "Zambaku i Prizrenit",
          date: "Dates vary; recent editions were in late summer or autumn",
          description:
            "Founded in 1986: one evening of newly written songs in Prizren's urban song tradition, sung with a live orchestra for the festival's lily.",
        },
      },
      localCuisine:
        "Grilled qebapa and tava casseroles, burek, baklava, and wine and raki from nearby Rahovec.",
      touristInfo:
        "The old town is compact and well signed; ask your guesthouse for a map and for which churches and museums are open that day.",
      gettingAround:
        "Walk: the old town is pedestrian and the fortress is a short climb. A taxi within Prizren costs about 2–5 €. Intercity buses to Pristina, Gjakova and Peja leave from the bus station on the edge of the centre and cost about 3–7 €; for the Sharr Mountains or Rahovec, a car (about 25–50 € a day) or a taxi arranged through your hotel is easiest.",
      climate: {
        note: "Sheltered and a little warmer than Pristina, with hot summers; the nearby Sharr Mountains stay snowy well into spring.",
      },
    },
    "3": {
      imageAlt: "The mouth of the Rugova Gorge above the town of Peja",
      name: "Peja",
      gallery: [
        {
          imageAlt: "The limestone walls of the Rugova Gorge just outside Peja",
        },
        {
          imageAlt: "The red churches of the Patriarchate of Peć below the mountains",
        },
        {
          imageAlt: "The old bazaar of Peja with its wooden shopfronts at dusk",
        },
        {
          imageAlt: "A zip line across the Rugova Gorge",
        },
        {
          imageAlt: "Snowy peaks of the Accursed Mountains above Peja at dawn",
        },
      ],
      description:
        "Peja (Peć) sits at the foot of the Accursed Mountains, with the Rugova Gorge on its doorstep and the UNESCO-listed Patriarchate at the edge of town.",
      longDescription:
        "Peja (Peć in Serbian) lies on the Lumbardhi river where it leaves the Rugova Gorge, with the peaks of the Accursed Mountains (Bjeshkët e Nemuna) rising straight behind it. It is Kosovo's main base for the outdoors, and also the home of the beer that carries its name.\n\nThe town has a long, layered past. From 1346 the Patriarchate of Peć was the seat of the Serbian patriarchs; under the Ottomans the town grew around its bazaar and the 15th-century Bajrakli Mosque. The old bazaar has been rebuilt, and the Patriarchate is part of the UNESCO site Medieval Monuments in Kosovo.\n\nSpend a day in town, then head up the gorge: via ferrata routes, a zip line, hiking on the Peaks of the Balkans trail and guesthouse lunches of Rugova cheese and flija. In July the Anibar animation festival fills the town's cinema and squares.",
      population: "About 85,000 (municipality)",
      founded: "Medieval town, seat of the Serbian patriarchs from the 14th century",
      area: "about 603 km² (municipality)",
      keyLandmarks: [
        {
          name: "Rugova Gorge",
          description:
            "A narrow limestone canyon starting 2 km west of town, with a mountain road, via ferrata and a zip line.",
        },
        {
          name: "Patriarchate of Peć",
          description:
            "Four joined medieval churches with frescoes, part of a UNESCO World Heritage Site.",
        },
        {
          name: "Bajrakli Mosque",
          description:
            "Peja's main historic mosque, from the 15th century, at the edge of the old bazaar.",
        },
        {
          name: "Old Bazaar (Çarshia e Gjatë)",
          description: "The rebuilt long bazaar street of small shops, cafés and craftsmen.",
        },
        {
          name: "Source of the White Drin (Radavc)",
          description:
            "A waterfall and spring near the village of Radavc, about 10 km north of town.",
        },
        {
          name: "Accursed Mountains",
          description:
            "High limestone peaks and valleys crossed by the Peaks of the Balkans trail.",
        },
      ],
      neighborhoods: [
        {
          name: "City centre",
          description:
            "The squares and pedestrian streets around the Hotel Dukagjini and the river.",
        },
        {
          name: "Old Bazaar",
          description:
            "The rebuilt Ottoman market street with cafés and workshops near the Bajrakli Mosque.",
        },
        {
          name: "Karagaç",
          description: "A wooded hill and park on the western side of town, popular for walks.",
        },
        {
          name: "Lumbardhi riverside",
          description:
            "The river promenade leading west from the centre towards the Patriarchate and the gorge.",
        },
        {
          name: "Rugova valley",
          description:
            "The mountain villages above the gorge, with guesthouses, pastures and trailheads.",
        },
      ],
      attractions: {
        "301": {
          imageAlt: "The road winding through the narrow Rugova canyon",
          name: "Rugova Gorge",
          description:
            "Kosovo's most dramatic canyon, starting just outside town: viewpoints, via ferrata, a zip line and mountain trails.",
          openingHours: "Open all year; activities mostly late spring to autumn",
          address: "Peja–Rugova road, about 2 km west of the centre",
        },
        "302": {
          imageAlt: "The red-walled Patriarchate churches in a green garden",
          name: "Patriarchate of Peć",
          description:
            "Four medieval churches under one roof, covered in frescoes. Bring your passport or ID for the checkpoint.",
          openingHours: "Usually open during the day, outside services",
          address: "Western edge of Peja, on the road into the gorge",
        },
        "303": {
          imageAlt: "The dome and minaret of Peja's Bajrakli Mosque at dusk",
          name: "Bajrakli Mosque",
          description:
            "The town's principal historic mosque, from the 15th century, beside the old bazaar.",
          openingHours: "Open to visitors outside prayer times",
          address: "Old Bazaar, Peja",
        },
        "304": {
          imageAlt: "Wooden shopfronts and cafés along Peja's old bazaar",
          name: "Old Bazaar",
          description:
            "Stroll the rebuilt market street for filigree, traditional caps and coffee in a tiny café.",
          openingHours: "Shops usually open from morning to early evening",
          address: "Old town, Peja",
        },
        "305": {
          imageAlt: "A waterfall pouring from a rock face near Radavc",
          name: "Source of the White Drin",
          description:
            "A waterfall where the White Drin springs from the rock, with a short path and restaurants nearby.",
          openingHours: "Open all day",
          address: "Near the village of Radavc, north of Peja",
        },
      },
      restaurants: {
        "31": {
          imageAlt: "A table of traditional dishes in a restaurant full of folk art",
          name: "Art Design",
          description:
            "A long-standing restaurant decorated with folk art and paintings, serving traditional Kosovar dishes.",
          address: "City centre, Peja",
        },
        "32": {
          imageAlt: "Flija, cheese and salads on a guesthouse table in the mountains",
          name: "Rugova valley guesthouses",
          description:
            "Many family guesthouses up the gorge serve home cooking: flija, Rugova cheese, mountain lamb and fresh salads.",
          address: "Villages of the Rugova valley, west of Peja",
        },
        "33": {
          imageAlt: "Coffee and pastries on a small table in an old bazaar street",
          name: "Cafés of the Old Bazaar",
          description:
            "Tiny cafés and bakeries along the bazaar for a macchiato, burek or pite in the morning.",
          address: "Old Bazaar, Peja",
        },
      },
      accommodations: {
        "34": {
          imageAlt: "A grand hotel on the main square of Peja with mountains behind",
          name: "Hotel Dukagjini",
          description:
            "The landmark hotel on Peja's main square, by the river, with mountain views from the upper floors.",
          address: "Main square, Peja",
        },
        "35": {
          imageAlt: "A mountain guesthouse in a green valley of the Rugova highlands",
          name: "Guesthouse Kujtimi",
          description:
            "A family guesthouse in the Rugova highlands, well known to hikers on the Peaks of the Balkans trail.",
          address: "Reka e Allagës, Rugova valley",
        },
      },
      accommodationTips: [
        "Stay in town for restaurants and buses, or in a Rugova guesthouse for early starts on the trails.",
        "Guesthouses in the mountains usually include dinner and breakfast; ask when you book.",
        "Higher villages can be cut off by snow in winter — check access before booking.",
      ],
      events: {
        "36": {
          imageAlt: "An open-air screen and audience in a Peja square on a summer night",
          name: "Anibar International Animation Festival",
          date: "Usually mid-July",
          description:
            "A week of animated films in the town's cinema and on open-air screens, with workshops, talks and concerts every night.",
        },
        "37": {
          imageAlt: "A crowd watching traditional games in a mountain meadow",
          name: "Rugova Traditional Games",
          date: "Usually in summer",
          description:
            "Wrestling, traditional sports, songs and dances of the Rugova highlands, with local food and drink.",
        },
      },
      localCuisine: "Flija, Rugova cheese, pite, mountain honey, trout and a cold Peja beer.",
      touristInfo:
        "Local outdoor operators and guesthouses are the best source of trail, via ferrata and weather information; hire a licensed guide for the high mountains.",
      gettingAround:
        "The centre, the old bazaar and the Patriarchate are walkable, and the mouth of the gorge is about 30 minutes on foot. A taxi in town costs about 2–5 €; for the upper Rugova valley, agree the fare and a return time before you go. Intercity buses connect Peja with Pristina, Deçan and Gjakova for about 3–7 €. For the mountains, a car (about 25–50 € a day) or a guide with transport is the practical choice.",
      climate: {
        note: "Warm summers and cold winters in town; the Rugova highlands are several degrees cooler and snowy from about December to March.",
      },
    },
    "4": {
      imageAlt: "The wooden shopfronts of Gjakova's Grand Bazaar with the Hadum Mosque minaret",
      name: "Gjakova",
      gallery: [
        {
          imageAlt: "The long cobbled street of the Grand Bazaar with wooden shutters",
        },
        {
          imageAlt: "The Hadum Mosque's minaret above the bazaar at dusk",
        },
        {
          imageAlt: "The old Terzi Bridge over the Erenik river in the countryside",
        },
        {
          imageAlt: "Café tables in the bazaar lit by lanterns at night",
        },
        {
          imageAlt: "The Gjakova highlands under snow beyond the town",
        },
      ],
      description:
        "A relaxed western town built around one of the Balkans' longest bazaars, with Ottoman mosques, Sufi lodges, old bridges and famous coffee.",
      longDescription:
        "Gjakova (Đakovica) lies in western Kosovo, roughly halfway between Peja and Prizren and close to the Albanian border. Its heart is the Grand Bazaar (Çarshia e Madhe), a long cobbled street of low shops with wooden shutters where tailors, silversmiths and cafés still share the lane.\n\nThe town grew in the 16th century around the Hadum Mosque and its market, on trade routes to Shkodra. Much of the bazaar burned in 1999 and was carefully rebuilt. Gjakova is also known for its Sufi heritage, with several tekkes still active, and for a strong tradition of urban song.\n\nCome for a slow day: coffee in the bazaar, the painted interior of the Hadum Mosque, a walk to the old stone bridges over the Erenik, and dinner as the lanterns come on. Visoki Dečani, Prizren and the Rahovec vineyards are each under an hour's drive away.",
      population: "About 80,000 (municipality)",
      founded: "Ottoman market town, grew around its bazaar from the 16th century",
      area: "about 521 km² (municipality)",
      keyLandmarks: [
        {
          name: "Grand Bazaar (Çarshia e Madhe)",
          description: "About a kilometre of rebuilt wooden shopfronts, workshops and cafés.",
        },
        {
          name: "Hadum Mosque",
          description:
            "The late 16th-century mosque at the top of the bazaar, with a painted interior.",
        },
        {
          name: "Terzi Bridge",
          description:
            "A long Ottoman stone bridge over the Erenik, outside town, named after the tailors' guild.",
        },
        {
          name: "Tabaku Bridge",
          description:
            "A small stone bridge over the Krena stream, named after the tanners who worked nearby.",
        },
        {
          name: "Sufi tekkes",
          description:
            "Lodges of several dervish orders, still in use; visit respectfully and ask first.",
        },
        {
          name: "Ethnographic Museum",
          description:
            "Traditional costumes, furniture and crafts in an old town house; it has closed for repairs at times, so check first.",
        },
      ],
      neighborhoods: [
        {
          name: "Çarshia e Madhe",
          description: "The Grand Bazaar and its side lanes, the historic and social centre.",
        },
        {
          name: "Qarshia e Vogël",
          description:
            "The newer downtown around the pedestrian street, busy with cafés and bars in the evening.",
        },
        {
          name: "Hadum Mosque quarter",
          description: "The area around the mosque complex, library and old clock tower site.",
        },
        {
          name: "Erenik riverside",
          description:
            "Green banks along the river, with walking paths south towards the Terzi Bridge.",
        },
        {
          name: "Çabrat",
          description: "A hill on the edge of the centre with paths and views over the town.",
        },
      ],
      attractions: {
        "401": {
          imageAlt: "Shoppers and wooden shutters in Gjakova's Grand Bazaar",
          name: "Grand Bazaar",
          description:
            "Walk the length of the rebuilt bazaar, stop at workshops and cafés, and come back in the evening for the lanterns.",
          openingHours: "Shops usually open from morning to evening; cafés later",
          address: "Çarshia e Madhe, central Gjakova",
        },
        "402": {
          imageAlt: "The stone dome and porch of the Hadum Mosque in spring",
          name: "Hadum Mosque",
          description:
            "Gjakova's finest Ottoman building, from the late 16th century, with painted decoration inside.",
          openingHours: "Open to visitors outside prayer times",
          address: "Top of the Grand Bazaar, Gjakova",
        },
        "403": {
          imageAlt: "The many-arched Terzi Bridge over the Erenik at sunset",
          name: "Terzi Bridge",
          description:
            "A long, many-arched Ottoman bridge in the countryside outside town; a pleasant short trip by car or taxi.",
          openingHours: "Open at all times",
          address: "Over the Erenik river, outside Gjakova",
        },
        "404": {
          imageAlt: "A small arched stone bridge over a stream in Gjakova",
          name: "Tabaku Bridge",
          description:
            "A small, photogenic stone bridge close to the centre, named after the tanners who once worked beside it.",
          openingHours: "Open at all times",
          address: "Over the Krena stream, near the centre of Gjakova",
        },
      },
      restaurants: {
        "41": {
          imageAlt: "Coffee and Turkish delight on a table under wooden shutters in the bazaar",
          name: "Cafés of the Grand Bazaar",
          description:
            "Gjakova is proud of its coffee: sit at a bazaar café for a macchiato or Turkish coffee and watch the street.",
          address: "Çarshia e Madhe, Gjakova",
        },
        "42": {
          imageAlt: "Qebapa with bread, onions and ayran on a café table",
          name: "Bazaar grills (qebaptore)",
          description:
            "Small grill houses around the bazaar serve qebapa with bread, onions and a glass of ayran.",
          address: "Around the Grand Bazaar, Gjakova",
        },
        "43": {
          imageAlt: "Terrace tables with drinks and small plates on a lively evening street",
          name: "Evening terraces of Qarshia e Vogël",
          description:
            "The downtown pedestrian streets fill with terraces in the evening, for pizza, grills and a glass of local wine.",
          address: "Downtown pedestrian streets, Gjakova",
        },
      },
      accommodations: {
        "44": {
          imageAlt: "A small hotel in traditional buildings on a cobbled bazaar lane",
          name: "Hotel Çarshia e Jupave",
          description:
            "A small hotel in the old bazaar area, steps from the cafés and the Hadum Mosque.",
          address: "Old bazaar area, Gjakova",
        },
      },
      accommodationTips: [
        "Stay near the bazaar to enjoy the evenings on foot.",
        "Gjakova has fewer hotels than Prizren or Peja; book ahead in July and August, when the diaspora is home.",
        "It also works as a day trip from Prizren or Peja, each under an hour away.",
      ],
      events: {
        "45": {
          imageAlt: "A concert stage in the Grand Bazaar on a summer evening",
          name: "Ditët e Shqiptarit (Days of the Albanian)",
          date: "Recent editions ran from mid-July into August",
          description:
            "A recent summer festival of concerts, traditional sports and food on stages in the bazaar and the town's parks.",
        },
        "46": {
          imageAlt: "Poets reading to an audience in an old courtyard on an autumn evening",
          name: "100 Thousand Poets for Change",
          date: "Usually in September",
          description:
            "A literary gathering held in Gjakova since 2011, with readings, music and awards over two days.",
        },
      },
      localCuisine:
        "Qebapa, flija, stuffed peppers, Turkish coffee and sweets such as baklava and tespishte.",
      touristInfo:
        "The bazaar and centre are easy to explore without a guide; ask locals or your hotel about visiting the tekkes and the bridges outside town.",
      gettingAround:
        "The bazaar and centre are walkable, and a taxi in town costs about 2–5 €. Intercity buses run to Pristina, Prizren, Peja and Deçan for about 3–7 €. For the Terzi Bridge and the countryside, take a taxi and agree the fare first, or drive.",
      climate: {
        note: "One of the warmest towns in Kosovo in summer, with mild springs and autumns and occasional snow in winter.",
      },
    },
    "5": {
      imageAlt: "A mine headframe above Mitrovica's rooftops and the Ibar river at dusk",
      name: "Mitrovica",
      gallery: [
        {
          imageAlt: "The main bridge over the Ibar river in Mitrovica",
        },
        {
          imageAlt: "The Miners' Monument on its hill above the town",
        },
        {
          imageAlt: "The ruins of Zvečan fortress on a volcanic hill at dawn",
        },
        {
          imageAlt: "A mine tower of the Trepça complex against winter hills",
        },
        {
          imageAlt: "The riverside promenade along the Ibar at night",
        },
      ],
      description:
        "The main town of northern Kosovo, divided by the Ibar river and shaped by the Trepça mines, with Zvečan fortress on a hill nearby.",
      longDescription:
        "Mitrovica grew where the Sitnica flows into the Ibar. The river also divides the town: the south is mostly Albanian and the north mostly Serbian, and the main bridge between them became a symbol of that division. You can cross between the two halves on foot; expect prices in dinars as well as euros in the north.\n\nMining made the modern town. The Trepça mines and smelters were worked on a large scale from the late 1920s and employed many thousands of people in the Yugoslav decades; their headframes and the Miners' Monument on the hill above the north bank still define the skyline.\n\nIt is an unusual but rewarding day trip from Pristina, about 40 km away. Walk the riverside, climb to the Miners' Monument for the view, and visit the medieval ruins of Zvečan fortress just north-west of town. Check current travel advice before you go, as the situation in the north can change.",
      population: "About 70,000–90,000 (South and North Mitrovica)",
      founded: "Mining town, grew with Trepça in the 20th century",
      area: "about 331 km² (South Mitrovica municipality)",
      keyLandmarks: [
        {
          name: "Main Ibar bridge",
          description:
            "The bridge between the southern and northern halves of the town, now open to pedestrians.",
        },
        {
          name: "Miners' Monument",
          description:
            "A striking Yugoslav-era memorial on the hill above the north bank, with views over the town.",
        },
        {
          name: "Zvečan Fortress",
          description: "Medieval ruins on a steep volcanic hill just north-west of Mitrovica.",
        },
        {
          name: "Trepça mines",
          description:
            "The lead and zinc mining complex that built the town; its towers still stand on the edges.",
        },
        {
          name: "Isa Boletini monument",
          description:
            "A statue of the Albanian independence fighter born near Mitrovica, in the south of the town.",
        },
        {
          name: "Ibar riverside",
          description: "Promenades and parks along the river on both banks.",
        },
      ],
      neighborhoods: [
        {
          name: "South Mitrovica centre",
          description: "The main squares, mosques, cafés and bus station on the south bank.",
        },
        {
          name: "North Mitrovica",
          description:
            "The Serb-majority north bank, with its own main street, church and university faculties.",
        },
        {
          name: "Bosniak Mahala",
          description:
            "A mixed neighbourhood on the north bank, home to Albanians, Bosniaks and others.",
        },
        {
          name: "Ibar riverside",
          description:
            "The green banks of the Ibar, with promenades on either side of the bridges.",
        },
        {
          name: "Zvečan",
          description: "The small neighbouring town below the fortress hill, to the north-west.",
        },
      ],
      attractions: {
        "501": {
          imageAlt: "A tall concrete monument on a hill above Mitrovica at sunset",
          name: "Miners' Monument",
          description:
            "A bold Yugoslav-era memorial to the miners on the hill above the north bank; walk up for the view over the town.",
          openingHours: "Open-air, accessible at any time",
          address: "Hill above the north bank, North Mitrovica",
        },
        "502": {
          imageAlt: "A bridge over the Ibar river linking the two halves of Mitrovica",
          name: "Main Ibar Bridge",
          description:
            "The bridge that divided the town for years; crossing it on foot is the best way to understand Mitrovica today.",
          openingHours: "Open to pedestrians at all times",
          address: "Over the Ibar, central Mitrovica",
        },
        "503": {
          imageAlt: "Medieval fortress ruins on top of a steep conical hill",
          name: "Zvečan Fortress",
          description:
            "The ruins of a medieval fortress on an extinct volcano, reached by a steep path, with wide views of the Ibar valley.",
          openingHours: "Open-air site, accessible in daylight",
          address: "Above Zvečan, north-west of Mitrovica",
        },
        "504": {
          imageAlt: "A bronze statue of a man in traditional dress on a town square",
          name: "Isa Boletini Monument",
          description:
            "A statue honouring Isa Boletini, a leader of the Albanian national movement born near Mitrovica.",
          openingHours: "Open-air, accessible at any time",
          address: "South Mitrovica centre",
        },
      },
      restaurants: {
        "51": {
          imageAlt: "A plate of roast veal and a shopska salad on a pub table",
          name: "Museum Pub",
          description:
            "A relaxed pub-restaurant in the centre, known for roasts, salads and cold drinks.",
          address: "Central Mitrovica",
        },
        "52": {
          imageAlt: "Qebapa, bread and peppers on a small café table",
          name: "Qebaptores of South Mitrovica",
          description:
            "Grill houses around the centre serve qebapa, burek and salads quickly and cheaply.",
          address: "Around the centre, South Mitrovica",
        },
        "53": {
          imageAlt: "Coffee cups on a café terrace by a river",
          name: "Riverside cafés",
          description:
            "Café terraces near the bridges and along the Ibar for a macchiato and people-watching.",
          address: "Along the Ibar, central Mitrovica",
        },
      },
      accommodations: {
        "54": {
          imageAlt: "A small modern hotel on a city street in North Mitrovica",
          name: "NorthCity Hotel",
          description:
            "A tidy hotel in North Mitrovica with breakfast included and a restaurant in the same building.",
          address: "North Mitrovica",
        },
      },
      accommodationTips: [
        "Most visitors come on a day trip from Pristina, about an hour away by bus.",
        "If you stay, choose the side of the river that suits your plans; crossing on foot is easy.",
        "Carry some cash: in the north, prices are often in dinars, though euros are usually accepted.",
      ],
      events: {
        "55": {
          imageAlt: "A jazz band on an open-air stage on a summer night",
          name: "Mitrovica International Jazz Days",
          date: "Launched in late August 2023; check for new editions",
          description:
            "A jazz festival reviving the town's jazz and rock tradition, with international artists and a resident big band.",
        },
      },
      localCuisine:
        "Qebapa and burek on the south bank, grilled meats and Serbian dishes such as pljeskavica on the north.",
      touristInfo:
        "Check current travel advice for northern Kosovo before you go, and keep your passport or ID with you.",
      gettingAround:
        "The centre and both banks are easy to walk, and the bridges are pedestrian-friendly. A taxi in town costs about 2–5 €. Buses to and from Pristina run often and cost within the usual 3–7 € intercity range; for Zvečan fortress, take a short taxi ride and walk up the hill.",
      climate: {
        note: "Continental, like Pristina: cold winters with frequent frost and warm summers; the surrounding hills are cooler.",
      },
    },
    "6": {
      imageAlt: "A mosque and an Orthodox church side by side in central Ferizaj",
      name: "Ferizaj",
      gallery: [
        {
          imageAlt: "The Great Mosque and the Church of St Uroš sharing one courtyard",
        },
        {
          imageAlt: "The bifurcation of the Nerodime river in green meadows",
        },
        {
          imageAlt: "Ferizaj's pedestrian boulevard with cafés in the evening",
        },
        {
          imageAlt: "The railway line that gave birth to the town, at dawn",
        },
        {
          imageAlt: "The Sharr Mountains on the horizon south of Ferizaj",
        },
      ],
      description:
        "A lively railway town south of Pristina, known for its mosque and church sharing one courtyard and the rare bifurcation of the Nerodime river.",
      longDescription:
        "Ferizaj (Uroševac) is a young town. It grew up after the railway between Mitrovica and Skopje reached the area in 1873, around an inn whose owner, Feriz Shashivari, is said to have given the town its name. Today it is one of Kosovo's larger cities, with a busy pedestrian boulevard and a young crowd in its cafés.\n\nIts best-known sight stands in the centre: the Great Mosque and the Orthodox Church of St Uroš share the same courtyard, a picture of the town's long tradition of coexistence. Just outside town, the Nerodime river splits in two, and its waters flow to both the Black Sea and the Aegean — one of very few river bifurcations in Europe.\n\nFerizaj is an easy stop on the way south from Pristina towards Brezovica and the Sharr Mountains, or towards Skopje. Give it a few hours: see the mosque and church, walk the boulevard, and eat a long lunch of slow-cooked veal.",
      population: "About 110,000 (municipality)",
      founded: "Railway town, grew around the 1873 station in the 19th century",
      area: "about 345 km² (municipality)",
      keyLandmarks: [
        {
          name: "Great Mosque (Mulla Veseli Mosque)",
          description:
            "The town's main mosque, first built in the 1890s, rebuilt after wartime bombing in 1941 and later enlarged.",
        },
        {
          name: "Church of St Uroš",
          description: "An Orthodox church from around 1930, sharing a courtyard with the mosque.",
        },
        {
          name: "Nerodime bifurcation",
          description:
            "The point where the Nerodime river divides, sending water to two different seas.",
        },
        {
          name: "Pedestrian boulevard",
          description: "The main street of cafés, shops and restaurants, busiest in the evening.",
        },
        {
          name: "Railway station",
          description:
            "The station that founded the town, on the line between Pristina and Skopje.",
        },
        {
          name: "Sharr Mountains views",
          description:
            "The mountains rise on the southern horizon, with Brezovica about an hour's drive away.",
        },
      ],
      neighborhoods: [
        {
          name: "City centre",
          description:
            "The pedestrian boulevard, the main square and the mosque and church courtyard.",
        },
        {
          name: "Station area",
          description: "The streets around the railway, the oldest part of the town.",
        },
        {
          name: "Nerodime riverside",
          description: "Green space along the river channels that run through and around town.",
        },
        {
          name: "Nerodime e Epërme",
          description: "The village area south-west of town near the river bifurcation.",
        },
        {
          name: "Bibaj",
          description: "A suburban neighbourhood on the edge of the city along the main roads.",
        },
      ],
      attractions: {
        "601": {
          imageAlt: "A white mosque with two minarets in central Ferizaj",
          name: "Great Mosque of Ferizaj",
          description:
            "The town's main mosque, first built in the 1890s and rebuilt and enlarged since, in a courtyard shared with the Orthodox church.",
          openingHours: "Open to visitors outside prayer times",
          address: "City centre, Ferizaj",
        },
        "602": {
          imageAlt: "A domed Orthodox church next to a mosque in Ferizaj",
          name: "Church of St Uroš",
          description:
            "A five-domed Orthodox church inspired by Gračanica, sharing a courtyard with the mosque. Usually open only for services.",
          openingHours: "Mostly open for services on major holidays; exterior visible at any time",
          address: "City centre, beside the Great Mosque, Ferizaj",
        },
        "603": {
          imageAlt: "A small river splitting into two streams in green meadows",
          name: "Nerodime River Bifurcation",
          description:
            "See a river divide in two, one arm flowing to the Black Sea and the other to the Aegean. A short, curious stop.",
          openingHours: "Open-air, accessible in daylight",
          address: "Near Nerodime e Epërme, west of Ferizaj",
        },
        "604": {
          imageAlt: "Families walking under trees in a town park",
          name: "Ferizaj City Park",
          description:
            "A green break in the centre near the library and the religious buildings, busy with families in the evening.",
          openingHours: "Open all day",
          address: "City centre, Ferizaj",
        },
      },
      restaurants: {
        "61": {
          imageAlt: "Slow-cooked veal and salads on a terrace table in a traditional house",
          name: "Restaurant Adriani",
          description:
            "Traditional slow food in an old house with a terrace, near the pedestrian boulevard.",
          address: "Near the pedestrian boulevard, Ferizaj",
        },
        "62": {
          imageAlt: "Veal ribs and bread on a rustic table near a river",
          name: "Restaurant Bifurkacioni",
          description:
            "Named after the nearby river bifurcation and known for slow-roasted veal neck and ribs.",
          address: "Near the Nerodime bifurcation, outside Ferizaj",
        },
        "63": {
          imageAlt: "Café terraces with coffee cups on a pedestrian street at dusk",
          name: "Boulevard cafés",
          description:
            "The pedestrian boulevard is lined with cafés, bakeries and lounges for coffee, burek or an evening drink.",
          address: "Pedestrian boulevard, Ferizaj",
        },
      },
      accommodations: {
        "64": {
          imageAlt: "A modern hotel building in central Ferizaj",
          name: "Hotel Rubis",
          description: "A modern hotel with its own restaurant and a wine list of local varieties.",
          address: "Ferizaj municipality",
        },
      },
      accommodationTips: [
        "Ferizaj works well as a stop between Pristina and Brezovica or Skopje rather than a long stay.",
        "In the ski season, it is a cheaper base than Brezovica itself, about an hour's drive away.",
        "Hotels near the main roads are handy if you are driving; the centre is better on foot.",
      ],
      events: {
        "65": {
          imageAlt: "Horses racing across a winter field with spectators",
          name: "Independence Day horse race",
          date: "Around 17 February, in recent years",
          description:
            "A horse race held near the village of Prelez i Muhaxherëve to mark Independence Day, drawing riders from the region.",
        },
      },
      localCuisine:
        "Slow-roasted veal, flija, pite and qebapa, often with wine from Kosovo's southern vineyards.",
      touristInfo:
        "The centre is small and easy to explore on foot; ask at your hotel about visiting the church, which opens irregularly.",
      gettingAround:
        "Walk the centre; the mosque, church, park and boulevard are close together. A taxi in town costs about 2–5 € and is the easiest way to the river bifurcation. Buses and trains connect Ferizaj with Pristina, and intercity buses continue south towards Skopje; fares for Kosovo routes are within the usual 3–7 € range.",
      climate: {
        note: "Continental, similar to Pristina, with cold winters and warm summers; the Sharr Mountains to the south hold snow into spring.",
      },
    },
  },
};

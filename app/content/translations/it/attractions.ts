/* it texts of app/content/attractions.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  attractions: {
    "1": {
      name: "Prizren Fortress",
      description:
        "A short, steep climb from the old town brings you to the fortress walls and the best view over Prizren's minarets, roofs and river.",
      longDescription:
        "Prizren Fortress, known locally as Kalaja, crowns the hill on the south-east side of the old town. People have used this spot for defence since prehistoric times; the Byzantines built the first real fortress, Serbian medieval rulers enlarged it, and the Ottomans held it until 1912.\n\nWhat you see today are restored walls, gateways and foundations rather than a complete castle, with information panels in English. The real reward is the view: the Stone Bridge, the Sinan Pasha Mosque and the whole old town spread along the Lumbardhi river below you, with the Sharr Mountains behind.\n\nThe path starts near Shadërvan and climbs past the old Nënkalaja quarter; allow 15–20 minutes up at an easy pace. Come in the late afternoon and stay for sunset, when locals walk up too and the roofs turn gold. In August, DokuFest has used the fortress for open-air screenings.",
      images: [
        {
          imageAlt:
            "Prizren Fortress walls on the hilltop above the red roofs of the old town at sunset",
        },
        {
          imageAlt:
            "The fortress above the Stone Bridge and the Lumbardhi river on an autumn evening",
        },
        {
          imageAlt:
            "Minarets and red-roofed houses of Prizren's old town seen from the fortress path",
        },
        {
          imageAlt: "Snow on the fortress walls with the Sharr Mountains behind at dawn",
        },
      ],
      address: "Kalaja hill, above the old town (path from Shadërvan), Prizren",
      tags: [
        "Panoramic views",
        "Sunset spot",
        "Medieval walls",
        "Short hike",
        "Photography",
        "Free entry",
      ],
      openingHours: "Open-air site, usually accessible all day; best visited in daylight",
      bestTimeToVisit:
        "Late afternoon to sunset from April to October; early mornings in July and August, when midday on the hill is hot and shadeless.",
      accessibilityInfo:
        "Reached by a steep, uneven path and steps with little shade. Not suitable for wheelchairs; a taxi can bring you closer by the road on the south side.",
      facilities: [
        "Information panels in English",
        "Viewpoints over the old town",
        "Cafés at the foot of the path",
      ],
      visitorTips: [
        "Wear shoes with grip: the stones on the path are polished smooth and slippery after rain.",
        "Carry water in summer; there is almost no shade at the top.",
        "Walk down before dark or bring a torch, as parts of the path are poorly lit.",
        "Combine the climb with the Sinan Pasha Mosque and the Stone Bridge at the bottom.",
      ],
      gettingThere: {
        onFoot:
          "From Shadërvan square, follow the lane uphill past the Orthodox church on the slope; signs point to Kalaja. It is a 15–20 minute climb.",
        byTaxi:
          "A taxi within Prizren costs about 2–5 € and can drive you up the back road to near the top, saving the steep climb.",
      },
      nearbyAttractions: {
        "2": {
          distance: "0.6 km",
        },
        "8": {
          distance: "about 70 km",
        },
      },
      reviews: {
        "101": {
          user: {
            name: "Sophie Laurent",
          },
          text: "We climbed up at seven in the evening and watched the whole town light up below us. Worth every step of that slippery path.",
        },
        "102": {
          user: {
            name: "Jonas Weber",
          },
          text: "Went during DokuFest week and the atmosphere on the hill was brilliant. The view down to the Stone Bridge is the picture everyone takes, for good reason.",
        },
        "103": {
          user: {
            name: "Aisha Rahman",
          },
          text: "Not much left of the fortress itself, but the panels explain the history well and the view is stunning. Bring water, it is a proper climb.",
        },
        "104": {
          user: {
            name: "Tomasz Nowak",
          },
          text: "Clear autumn morning, almost nobody there, and snow already on the Sharr peaks behind. A highlight of our Balkan trip.",
        },
        "105": {
          user: {
            name: "Elif Yılmaz",
          },
          text: "Lovely walk up through the old houses. Took my elderly father by taxi to the top road instead, which worked fine.",
        },
        "106": {
          user: {
            name: "Liam O'Connor",
          },
          text: "Free, quiet in the morning and the best view in Kosovo. Go down via the Sinan Pasha Mosque and finish with a macchiato at Shadërvan.",
        },
      },
      nearbyAccommodation: [
        {
          name: "Hotel Theranda",
          distance: "0.5 km",
        },
        {
          name: "Driza's House (hostel)",
          distance: "0.8 km",
        },
      ],
    },
    "2": {
      name: "Sinan Pasha Mosque",
      description:
        "Prizren's landmark mosque from 1615, with a tall stone dome, a slim minaret and painted floral decoration inside, right by the river.",
      longDescription:
        "The Sinan Pasha Mosque was built in 1615 by Sofu Sinan Pasha, an Ottoman official from the region. Stone for it is said to have come from the ruined 14th-century Monastery of the Holy Archangels upstream, which makes the building a small record of the town's layered history.\n\nIts single large dome and 17th-century painted decoration of flowers and geometric patterns make the interior feel light and calm. The mosque was carefully restored in recent years, and it is still an active place of worship at the heart of the old town, a few steps from the Stone Bridge.\n\nVisitors are welcome outside prayer times. Take off your shoes at the door, dress modestly, and if you are a woman bring a scarf to cover your hair. The small garden and the river bank outside are pleasant spots to sit for a moment afterwards.",
      images: [
        {
          imageAlt:
            "The stone dome and slender minaret of the Sinan Pasha Mosque beside the river in Prizren",
        },
        {
          imageAlt: "Sinan Pasha Mosque and the Stone Bridge lit up at night",
        },
        {
          imageAlt:
            "The mosque's minaret above the rooftops of Shadërvan with the fortress on the hill",
        },
        {
          imageAlt: "The mosque in winter light with snow on the hills behind Prizren",
        },
      ],
      address: "Shadërvan area, on the south bank of the Lumbardhi river, old town, Prizren",
      tags: [
        "Ottoman architecture",
        "Painted interior",
        "Old town",
        "By the Stone Bridge",
        "Active mosque",
      ],
      openingHours:
        "Open to visitors during the day outside the five daily prayers; closed to sightseeing at Friday midday prayers",
      bestTimeToVisit:
        "Mid-morning or mid-afternoon on weekdays, between prayers. Evenings are lovely from outside, when the minaret is lit.",
      accessibilityInfo:
        "A few steps lead up to the entrance, and the prayer hall is carpeted. Wheelchair users can see the building and garden from the street level.",
      facilities: ["Shoe racks at the entrance", "Small garden", "Ablution fountain"],
      visitorTips: [
        "Cover shoulders and knees; women should bring a headscarf for the prayer hall.",
        "Ask before photographing people who are praying, and keep your voice low.",
        "Entry is free; a small donation is welcome but never expected.",
        "Look up at the painted dome — the flowers and inscriptions are the best part.",
      ],
      gettingThere: {
        onFoot:
          "The mosque stands beside the river between Shadërvan and the Stone Bridge; from anywhere in the old town it is a walk of a few minutes.",
        byTaxi:
          "Taxis cannot enter the pedestrian old town; ask to be dropped at the river road nearby. A ride within Prizren costs about 2–5 €.",
      },
      nearbyAttractions: {
        "1": {
          distance: "0.6 km",
        },
        "8": {
          distance: "about 70 km",
        },
      },
      reviews: {
        "201": {
          user: {
            name: "Marco Bellini",
          },
          text: "The painted dome is beautiful and much brighter than I expected. A man at the door kindly showed us where to leave our shoes.",
        },
        "202": {
          user: {
            name: "Hannah Schulz",
          },
          text: "Peaceful, cool inside on a hot day and perfectly placed by the river. We visited between the noon and afternoon prayers.",
        },
        "203": {
          user: {
            name: "Daniel Kim",
          },
          text: "Short visit but memorable. The view of the mosque from the Stone Bridge at night is even better than inside.",
        },
        "204": {
          user: {
            name: "Fatima El Amrani",
          },
          text: "Very well restored, with lovely calligraphy. It felt welcoming for a foreign family with children.",
        },
        "205": {
          user: {
            name: "Ana Kovač",
          },
          text: "It was closed for a while during Friday prayers, so plan around that. Came back later and it was worth it.",
        },
        "206": {
          user: {
            name: "Oliver Smith",
          },
          text: "The centrepiece of Prizren's old town. Spend ten minutes inside, then sit by the river and just watch the town go by.",
        },
      },
      nearbyAccommodation: [
        {
          name: "Hotel Theranda",
          distance: "0.2 km",
        },
        {
          name: "Driza's House (hostel)",
          distance: "0.4 km",
        },
      ],
    },
    "3": {
      name: "Newborn Monument",
      description:
        "The giant letters unveiled on Independence Day, 17 February 2008, repainted each year with a new design — Pristina's best-known photo stop.",
      longDescription:
        "The Newborn monument is a row of huge letters spelling NEWBORN, bright yellow at first, designed by Fisnik Ismaili and unveiled in central Pristina on 17 February 2008, the day Kosovo declared independence. On that first day thousands of people signed the letters with marker pens.\n\nEvery year, around the anniversary, the letters get a new paint scheme, so the monument you see will differ from the photos you have seen. Some years the design carries a message about the country's hopes; some years the letters have even been rearranged.\n\nIt stands beside the Palace of Youth and Sports, a few minutes' walk from Mother Teresa Boulevard, the National Library and the Kosovo Museum. A visit takes minutes, but it is a good place to start a walk through the capital — and on 17 February it is the centre of the celebrations.",
      images: [
        {
          imageAlt: "The giant NEWBORN letters in central Pristina, freshly painted",
        },
        {
          imageAlt: "People gathering around the Newborn monument on a February evening",
        },
        {
          imageAlt: "The Newborn letters under spring trees near the Palace of Youth and Sports",
        },
        {
          imageAlt: "The Newborn monument lit at night with city lights behind",
        },
      ],
      address: "Luan Haradinaj Street, beside the Palace of Youth and Sports, Pristina",
      tags: [
        "Independence symbol",
        "Photo spot",
        "New design each year",
        "City centre",
        "Free entry",
      ],
      openingHours: "Open-air monument, accessible at any time",
      bestTimeToVisit:
        "Any time of year; around 17 February you see the newly painted design and the Independence Day atmosphere. Mornings are quieter for photos.",
      accessibilityInfo:
        "On a flat, paved public square with step-free access from the surrounding streets.",
      facilities: [
        "Open public square",
        "Cafés and restaurants nearby",
        "Street lighting at night",
      ],
      visitorTips: [
        "Look up photos of past designs first — it makes this year's version more fun to see.",
        "Come back after dark; the letters are lit and the square is lively.",
        "Combine it with the National Library and the Kosovo Museum, both within a 15-minute walk.",
      ],
      gettingThere: {
        onFoot:
          "From the southern end of Mother Teresa Boulevard, walk east for about five minutes towards the Palace of Youth and Sports.",
        byTaxi: "Any city taxi knows “Newborn”; a ride within central Pristina costs about 2–5 €.",
      },
      nearbyAttractions: {
        "4": {
          distance: "0.5 km",
        },
        "5": {
          distance: "1 km",
        },
      },
      reviews: {
        "301": {
          user: {
            name: "Emma Johansson",
          },
          text: "We were here on Independence Day and the square was full of families and flags. Great atmosphere, and the new paint job looked fantastic.",
        },
        "302": {
          user: {
            name: "Pedro Alves",
          },
          text: "It's only letters, but knowing the story behind them makes it moving. Five minutes, a photo, then coffee nearby.",
        },
        "303": {
          user: {
            name: "Yuki Tanaka",
          },
          text: "Visited at night when it was lit. Our guide explained how the design changes each year — a very clever idea.",
        },
        "304": {
          user: {
            name: "Arta Berisha",
          },
          text: "I bring every visiting friend here first. It still reminds me of the day my parents signed it in 2008.",
        },
        "305": {
          user: {
            name: "Kevin Müller",
          },
          text: "Smaller than it looks in pictures and there were crowds taking selfies. Worth a stop if you are passing anyway.",
        },
        "306": {
          user: {
            name: "Chloé Martin",
          },
          text: "Fun photo stop right next to everything else in the centre. Kids loved standing between the letters.",
        },
      },
      nearbyAccommodation: [
        {
          name: "Swiss Diamond Hotel Prishtina",
          distance: "0.6 km",
        },
        {
          name: "Hotel Sirius",
          distance: "0.9 km",
        },
      ],
    },
    "4": {
      name: "National Library of Kosovo",
      description:
        "Andrija Mutnjaković's 1982 library, wrapped in a metal lattice and topped with dozens of glass domes — Pristina's most talked-about building.",
      longDescription:
        "The National and University Library of Kosovo “Pjetër Bogdani” was designed by the Croatian architect Andrija Mutnjaković and completed in 1982. Its cube-like blocks are wrapped in a metal lattice and crowned with dozens of glass domes that let daylight into the reading rooms below.\n\nPeople either love it or find it strange; lists of the world's oddest buildings often include it, and that is part of the fun. Mutnjaković said he wanted a new architecture for Kosovo that drew on Byzantine and Islamic forms without copying either, and standing in front of it you can see both ideas at work.\n\nIt is a working library on the university campus, so you can usually step into the entrance hall and look up at the domes when it is open. Next door stands the unfinished Serbian Orthodox Church of Christ the Saviour, begun in the 1990s — an unusual pair that says a lot about the city.",
      images: [
        {
          imageAlt: "The National Library's domes and metal lattice façade in bright daylight",
        },
        {
          imageAlt: "The library's glass domes catching the last light of an autumn evening",
        },
        {
          imageAlt: "The National Library in snow, its domes white against a grey sky",
        },
        {
          imageAlt: "Students walking past the library under blossoming trees on the campus",
        },
      ],
      address: "University campus, off Agim Ramadani Street, Pristina",
      tags: [
        "Brutalist landmark",
        "Glass domes",
        "Architecture",
        "University campus",
        "Photo spot",
      ],
      openingHours:
        "Working library, generally open on weekdays and closed on public holidays; the exterior can be seen at any time",
      bestTimeToVisit:
        "A weekday morning if you want to see the interior; late afternoon for photos of the façade in warm light.",
      accessibilityInfo:
        "The campus around the library is flat and paved. The building has steps at the main entrance; ask the staff about step-free access.",
      facilities: [
        "Entrance hall open to visitors when the library is open",
        "Reading rooms for members",
        "Cafés on the campus edge",
      ],
      visitorTips: [
        "Be quiet inside: students are studying, and some areas are for members only.",
        "Walk all the way round — the building looks different from every side.",
        "Step back onto the lawn to fit the domes and the lattice into one photo.",
      ],
      gettingThere: {
        onFoot:
          "From the Newborn monument, walk about five minutes south-east across the university campus.",
        byTaxi: "Ask for “Biblioteka Kombëtare”; a taxi within central Pristina costs about 2–5 €.",
      },
      nearbyAttractions: {
        "3": {
          distance: "0.5 km",
        },
        "5": {
          distance: "1.3 km",
        },
        "10": {
          distance: "about 9 km",
        },
      },
      reviews: {
        "401": {
          user: {
            name: "Jakub Dvořák",
          },
          text: "As an architecture student I had wanted to see this for years. The light under the domes inside is beautiful; the outside is wonderfully odd.",
        },
        "402": {
          user: {
            name: "Mia Andersen",
          },
          text: "Ugly or beautiful? We argued about it over coffee afterwards, which is probably the point. Very photogenic.",
        },
        "403": {
          user: {
            name: "Priya Sharma",
          },
          text: "We could only see the entrance hall because it was exam time, but the staff were friendly and let us look up at the domes.",
        },
        "404": {
          user: {
            name: "Lucas Meyer",
          },
          text: "Unlike any library I have seen. Go round the back too, and notice the unfinished church right next to it.",
        },
        "405": {
          user: {
            name: "Eva Horvath",
          },
          text: "Snow on the domes made it look like something from science fiction. Quick visit, easy to combine with the Newborn letters.",
        },
        "406": {
          user: {
            name: "Mateo García",
          },
          text: "The most interesting building in Pristina. A short visit is enough, but don't skip it.",
        },
      },
      nearbyAccommodation: [
        {
          name: "Swiss Diamond Hotel Prishtina",
          distance: "0.9 km",
        },
        {
          name: "Hotel Sirius",
          distance: "0.8 km",
        },
      ],
    },
    "5": {
      name: "Museum of Kosovo",
      description:
        "Kosovo's national museum in an 1889 building in Pristina's old town, home to the Neolithic “Goddess on the Throne” and finds from Ulpiana.",
      longDescription:
        "The Museum of Kosovo (Muzeu i Kosovës) was founded in 1949 and occupies an ochre, Austro-Hungarian-style building from 1889 that was first used as a military headquarters. It sits in the old town next to the Jashar Pasha Mosque, a short walk from the Imperial Mosque and the clock tower.\n\nThe ground floor covers archaeology, from Neolithic pottery to Illyrian-Dardanian jewellery and Roman stones from sites such as Ulpiana. Its star piece is the “Goddess on the Throne”, a small terracotta figurine about 6,000 years old found in Pristina and now a symbol of the city. Upper floors turn to recent history and the road to independence.\n\nLabels are not always in English and some rooms are sparse, so a guide or a bit of reading beforehand helps. Entry has been free, with donations welcome. The building has been waiting for renovation, so check that it is open before you go.",
      images: [
        {
          imageAlt: "The ochre 19th-century façade of the Museum of Kosovo in Pristina's old town",
        },
        {
          imageAlt: "The museum building next to a mosque's minaret on a golden autumn afternoon",
        },
        {
          imageAlt: "A small terracotta goddess figurine on a pedestal in a museum display case",
        },
        {
          imageAlt: "The museum and old-town lanes in the blue light of a summer evening",
        },
      ],
      address: "Old town, beside the Jashar Pasha Mosque, Pristina",
      tags: [
        "Goddess on the Throne",
        "Archaeology",
        "Independence history",
        "Old town",
        "Donations welcome",
      ],
      openingHours:
        "Usually open Tuesday to Sunday during the day and closed on Mondays; hours change and the building has been due for renovation, so check first",
      bestTimeToVisit:
        "A weekday morning, or any rainy or very hot afternoon when you want a break indoors.",
      accessibilityInfo:
        "Historic building with steps at the entrance and between floors; access for wheelchair users is limited.",
      facilities: ["Archaeology galleries", "Modern history floor", "Temporary exhibitions"],
      visitorTips: [
        "Entry has been free; a donation towards the museum is welcome.",
        "Read up on the Goddess on the Throne first — the figurine is small and easy to walk past.",
        "Combine it with the Ethnographic Museum and the mosques of the old town nearby.",
        "Bring a phone translator for labels that are only in Albanian.",
      ],
      gettingThere: {
        onFoot:
          "From the northern end of Mother Teresa Boulevard, walk about 10 minutes north-east into the old town, towards the clock tower and the mosques.",
        byTaxi:
          "Ask for “Muzeu i Kosovës”; a taxi within Pristina costs about 2–5 €. The old-town lanes are narrow, so expect to walk the last few metres.",
      },
      nearbyAttractions: {
        "3": {
          distance: "1 km",
        },
        "4": {
          distance: "1.3 km",
        },
        "9": {
          distance: "about 10 km",
        },
      },
      reviews: {
        "501": {
          user: {
            name: "Andrea Rossi",
          },
          text: "The archaeology floor is the best part — the Goddess on the Throne is tiny but fascinating. Some rooms need better lighting.",
        },
        "502": {
          user: {
            name: "Sara Lindqvist",
          },
          text: "Interesting objects but few English labels, so we understood less than we hoped. Go with a guide if you can.",
        },
        "503": {
          user: {
            name: "Ben Cohen",
          },
          text: "Free entry with a donation, friendly staff and a handsome old building. Good hour between the old town mosques.",
        },
        "504": {
          user: {
            name: "Lea Krasniqi",
          },
          text: "Brought my children to see the Goddess everyone knows from souvenirs. They loved finding her on the coins and postcards afterwards.",
        },
        "505": {
          user: {
            name: "Nikola Petrović",
          },
          text: "The Roman pieces from Ulpiana made me want to visit the site itself, which we did the next day.",
        },
        "506": {
          user: {
            name: "Hannah Schulz",
          },
          text: "A calm, cool place on a hot afternoon. The modern history floor helped us understand the country much better.",
        },
      },
      nearbyAccommodation: [
        {
          name: "Hotel Sirius",
          distance: "0.7 km",
        },
        {
          name: "Grand Hotel Prishtina",
          distance: "0.9 km",
        },
      ],
    },
    "6": {
      name: "Rugova Gorge",
      description:
        "A dramatic limestone canyon that starts just outside Peja, with a winding mountain road, via ferrata routes, a zip line and trails into the Accursed Mountains.",
      longDescription:
        "The Rugova Gorge (Gryka e Rugovës) begins barely two kilometres west of Peja, where the Lumbardhi river has cut a deep, narrow canyon between walls of limestone. A road climbs through it past tunnels and viewpoints towards the high Rugova valley and the Accursed Mountains (Bjeshkët e Nemuna).\n\nThis is Kosovo's outdoor playground. You can try the via ferrata routes on the canyon walls, fly the zip line across the gorge, hike, climb, or simply drive up to the villages for lunch in a guesthouse. The Peaks of the Balkans trail passes through the Rugova highlands, and in winter the area around Boge has small ski slopes.\n\nTake your time: the narrowest, most spectacular section is in the first few kilometres, but the valley opens out higher up into meadows and mountain hamlets. Weather changes quickly in the mountains, so check conditions and go with a local guide for anything more serious than a walk.",
      images: [
        {
          imageAlt:
            "The narrow Rugova canyon with sheer limestone walls and a road winding along the river",
        },
        {
          imageAlt: "A zip line crossing the Rugova Gorge high above the river",
        },
        {
          imageAlt: "Hikers on a mountain trail above the Rugova valley in autumn colours",
        },
        {
          imageAlt: "The Rugova Gorge in snow, with a frozen river at the bottom at dawn",
        },
      ],
      address: "Peja–Rugova road, starting about 2 km west of Peja city centre",
      tags: [
        "Canyon scenery",
        "Via ferrata",
        "Zip line",
        "Hiking trails",
        "Mountain villages",
        "Free entry",
      ],
      openingHours:
        "Open all year; activities such as the zip line and guided via ferrata run seasonally, mostly from late spring to autumn",
      bestTimeToVisit:
        "May to October for hiking and activities; October for autumn colours. In winter the road can be icy and higher sections may close after heavy snow.",
      accessibilityInfo:
        "The views from the road and several roadside viewpoints can be enjoyed from a car. Trails, via ferrata and the zip line need good mobility.",
      facilities: [
        "Roadside viewpoints",
        "Zip line and via ferrata operators (seasonal)",
        "Guesthouses and restaurants in the valley",
        "Parking bays along the road",
      ],
      visitorTips: [
        "Entry to the gorge is free; the zip line, via ferrata and guided tours are paid activities booked with local operators.",
        "Go with a licensed guide for via ferrata and high-mountain hikes, and check the weather the day before.",
        "Try Rugova cheese and flija in a village guesthouse.",
        "Drive carefully: the road is narrow, with tunnels and sharp bends.",
      ],
      gettingThere: {
        onFoot:
          "From Peja's centre, walk west along the river past the Patriarchate; the canyon walls begin after about 30 minutes. The road has little pavement further in, so take care.",
        byTaxi:
          "A taxi in Peja to the mouth of the gorge costs about 2–5 €; for the upper valley, agree the fare and a return time with the driver before you set off.",
      },
      nearbyAttractions: {
        "7": {
          distance: "about 1 km",
        },
        "8": {
          distance: "about 18 km",
        },
      },
      reviews: {
        "601": {
          user: {
            name: "Tomasz Nowak",
          },
          text: "Did the via ferrata with a local guide — exciting but well organised, and the views straight down to the river are unreal.",
        },
        "602": {
          user: {
            name: "Emma Johansson",
          },
          text: "We drove up to the villages and had flija and Rugova cheese in a guesthouse. The canyon road alone is worth the trip.",
        },
        "603": {
          user: {
            name: "Liam O'Connor",
          },
          text: "The zip line over the gorge was a blast. Busy on summer weekends, so go early.",
        },
        "604": {
          user: {
            name: "Yuki Tanaka",
          },
          text: "Autumn colours on the canyon walls were breathtaking. We walked in from Peja and took a taxi back.",
        },
        "605": {
          user: {
            name: "Marco Bellini",
          },
          text: "Two days hiking in the Rugova highlands with a guide. Empty trails, huge views and warm hospitality everywhere.",
        },
        "606": {
          user: {
            name: "Aisha Rahman",
          },
          text: "Spectacular, but the road is narrow and some drivers are fast. Pull into the viewpoints rather than stopping on bends.",
        },
        "607": {
          user: {
            name: "Jonas Weber",
          },
          text: "Best nature experience in Kosovo. Half a day is the minimum; you could easily spend three.",
        },
      },
      nearbyAccommodation: [
        {
          name: "Hotel Dukagjini",
          distance: "about 3 km",
        },
        {
          name: "Guesthouse Kujtimi",
          distance: "about 15 km",
        },
      ],
    },
    "7": {
      name: "Patriarchate of Peć",
      description:
        "Four joined medieval churches at the mouth of the Rugova Gorge, seat of the Serbian patriarchs and part of a UNESCO World Heritage Site.",
      longDescription:
        "The Patriarchate of Peć (Patrikana e Pejës) is a walled monastery on the western edge of Peja, where the Rugova Gorge opens onto the plain. Its four churches — the Holy Apostles, St Demetrius, the Virgin Hodegetria and St Nicholas — were built side by side between the 13th and 14th centuries and share a common entrance hall.\n\nFrom 1346 it was the seat of the Serbian patriarchs, and several archbishops and patriarchs are buried here. The walls inside are covered with frescoes from the 13th to the 17th centuries. In 2006 it joined Visoki Dečani, Gračanica and the Church of the Virgin of Ljeviš in Prizren in the UNESCO site “Medieval Monuments in Kosovo”.\n\nToday a community of Serbian Orthodox nuns lives here, and Kosovo Police guard the gate. Bring your passport or ID card, which you hand in at the checkpoint, dress modestly and keep quiet inside. The garden, with its huge old mulberry tree, is a peaceful place to sit afterwards.",
      images: [
        {
          imageAlt: "The red-walled churches of the Patriarchate of Peć below the mountains",
        },
        {
          imageAlt: "The monastery garden with an old mulberry tree and the church domes in autumn",
        },
        {
          imageAlt: "The Patriarchate at the mouth of the Rugova Gorge on a summer evening",
        },
        {
          imageAlt: "Snow on the monastery walls and the mountains above Peja",
        },
      ],
      address: "Western edge of Peja, on the road into the Rugova Gorge",
      tags: [
        "UNESCO World Heritage",
        "Medieval frescoes",
        "Four churches",
        "Monastery garden",
        "Passport needed",
      ],
      openingHours:
        "Usually open to visitors during the day; the churches close to sightseeing during services",
      bestTimeToVisit:
        "Weekday mornings, outside church services and major Orthodox holidays, from spring to autumn.",
      accessibilityInfo:
        "Paved, mostly flat path and courtyard. There are thresholds and a step into the churches, and the interior is dim.",
      facilities: [
        "Monastery garden",
        "Small shop selling icons and monastery products",
        "Parking outside the walls",
      ],
      visitorTips: [
        "Bring your passport or ID card; you leave it at the police checkpoint and collect it on the way out.",
        "Cover shoulders and knees; women may be asked to wear a skirt or scarf.",
        "Photography is restricted inside the churches — ask first.",
        "Entry is free; donations and purchases in the shop support the nuns.",
      ],
      gettingThere: {
        onFoot:
          "From Peja's main square, walk west along the Lumbardhi river for about 20–30 minutes; the monastery walls are on your right before the gorge.",
        byTaxi:
          "A taxi from the centre of Peja costs about 2–5 € and drops you at the checkpoint by the road.",
      },
      nearbyAttractions: {
        "6": {
          distance: "about 1 km",
        },
        "8": {
          distance: "about 17 km",
        },
      },
      reviews: {
        "701": {
          user: {
            name: "Nikola Petrović",
          },
          text: "The oldest frescoes in the Holy Apostles church are extraordinary. A nun gave us a few words of explanation in English.",
        },
        "702": {
          user: {
            name: "Chloé Martin",
          },
          text: "So peaceful inside the walls, with the river and mountains right behind. We spent an hour just in the garden.",
        },
        "703": {
          user: {
            name: "Lucas Meyer",
          },
          text: "Don't forget your passport — we had to go back to the hotel for it. Otherwise a smooth, friendly visit.",
        },
        "704": {
          user: {
            name: "Eva Horvath",
          },
          text: "Four churches joined together, each with its own atmosphere. The dark red walls look amazing against the autumn hills.",
        },
        "705": {
          user: {
            name: "Daniel Kim",
          },
          text: "Combined it with a walk into the Rugova Gorge. Dress code is enforced politely — bring long trousers.",
        },
        "706": {
          user: {
            name: "Fatima El Amrani",
          },
          text: "A quiet, moving place with centuries of history on every wall. Easy walk from central Peja.",
        },
      },
      nearbyAccommodation: [
        {
          name: "Hotel Dukagjini",
          distance: "about 2 km",
        },
        {
          name: "Guesthouse Kujtimi",
          distance: "about 14 km",
        },
      ],
    },
    "8": {
      name: "Visoki Dečani Monastery",
      description:
        "A 14th-century monastery at the foot of the mountains near Deçan, with the largest medieval church in the Balkans and walls covered in frescoes.",
      longDescription:
        "Visoki Dečani was founded by the Serbian king Stefan Uroš III Dečanski and finished in the 1330s under his son, Stefan Dušan. The builder was a Franciscan friar, Vita of Kotor, which is why the church mixes Romanesque and Gothic stonework in pale and reddish marble with Byzantine painting inside.\n\nStep through the wooden doors and almost every surface is painted: the church holds thousands of figures in fresco cycles from the 14th century. It has been on the UNESCO World Heritage List since 2004 and is one of the “Medieval Monuments in Kosovo”.\n\nA community of Serbian Orthodox monks lives here, making wine, cheese and honey. The monastery sits at the mouth of a wooded river gorge about 2 km from Deçan town and is guarded by KFOR; you leave your passport or ID at the gate. Dress modestly and allow time — it is not a place to rush.",
      images: [
        {
          imageAlt: "The marble church of Visoki Dečani among chestnut trees below the mountains",
        },
        {
          imageAlt: "Visoki Dečani's banded stone walls glowing in late afternoon light",
        },
        {
          imageAlt: "The monastery courtyard with fruit trees in blossom",
        },
        {
          imageAlt: "The monastery in snow with the Accursed Mountains behind at dusk",
        },
      ],
      address: "About 2 km west of Deçan town, at the mouth of the Lumbardhi i Deçanit gorge",
      tags: [
        "UNESCO World Heritage",
        "14th-century frescoes",
        "Marble church",
        "Mountain setting",
        "Monastery products",
      ],
      openingHours:
        "Usually open to visitors during the day, with breaks for services; check locally before travelling",
      bestTimeToVisit:
        "Late spring to early autumn on a weekday morning. Avoid major Orthodox holidays, when the monastery is busy with pilgrims.",
      accessibilityInfo:
        "The courtyard is largely flat. The church has a threshold at the door and dim lighting inside; the walk from the gate is short and paved.",
      facilities: [
        "Monastery shop (wine, cheese, honey, icons)",
        "Parking near the checkpoint",
        "Toilets near the entrance",
      ],
      visitorTips: [
        "Bring your passport or ID card for the KFOR checkpoint.",
        "No photos inside the church, and never photograph the soldiers or their positions.",
        "Long trousers or skirts and covered shoulders are expected.",
        "Entry is free; buying something from the monastery shop is a good way to support it.",
      ],
      gettingThere: {
        onFoot:
          "From the centre of Deçan, follow the signs west towards the monastery and the river gorge; the walk takes about 20–30 minutes.",
        byTaxi:
          "A taxi from Deçan town costs about 2–5 €. From Peja, about 17 km away, agree the fare before setting off.",
      },
      nearbyAttractions: {
        "6": {
          distance: "about 18 km",
        },
        "7": {
          distance: "about 17 km",
        },
      },
      reviews: {
        "801": {
          user: {
            name: "Andrea Rossi",
          },
          text: "The most beautiful church interior I have ever seen. You could stand under those frescoes for hours and keep finding new faces.",
        },
        "802": {
          user: {
            name: "Mia Andersen",
          },
          text: "A monk showed us the tomb of King Stefan and explained the paintings. We bought their cheese and wine afterwards.",
        },
        "803": {
          user: {
            name: "Oliver Smith",
          },
          text: "The security checks feel strange at first, but everyone was courteous and the place itself is magical.",
        },
        "804": {
          user: {
            name: "Priya Sharma",
          },
          text: "Chestnut trees turning gold, mountains behind, and that two-coloured marble church. Unforgettable.",
        },
        "805": {
          user: {
            name: "Jakub Dvořák",
          },
          text: "The mix of Gothic carving outside and Byzantine painting inside is fascinating for anyone into architecture.",
        },
        "806": {
          user: {
            name: "Sara Lindqvist",
          },
          text: "Quiet and beautiful. Bring your ID and dress properly — they turned away a couple in shorts.",
        },
      },
      nearbyAccommodation: [
        {
          name: "Hotel Dukagjini (Peja)",
          distance: "about 17 km",
        },
        {
          name: "Guesthouse Kujtimi (Rugova)",
          distance: "about 30 km",
        },
      ],
    },
    "9": {
      name: "Ulpiana Archaeological Site",
      description:
        "The excavated remains of a Roman and early Byzantine city between Gračanica and Lipjan: a city gate, churches and a necropolis in open fields.",
      longDescription:
        "Ulpiana was one of the most important Roman towns in the province of Dardania, named after the family of Emperor Trajan. After an earthquake in 518 the emperor Justinian rebuilt it as Iustiniana Secunda. Lipjan, a few kilometres to the west, is generally thought to take its name from Ulpiana.\n\nOnly a small part of the ancient city has been dug up. In the archaeological park you can walk among the foundations of the northern city gate, early Christian churches, a baptistery and the northern necropolis with its mausoleum. Many finds are on display in the Museum of Kosovo in Pristina.\n\nIt was declared Kosovo's first archaeological park in 2016, and excavations still continue in summer, often with students and foreign teams. The site lies in open farmland, so it is quiet and spacious; combine it with Gračanica Monastery, a couple of kilometres away, for a half-day trip from Pristina.",
      images: [
        {
          imageAlt: "Stone foundations of a Roman city gate at Ulpiana in open fields",
        },
        {
          imageAlt: "Ruined walls of an early Christian basilica at Ulpiana in golden light",
        },
        {
          imageAlt: "Wildflowers among the excavated walls of Ulpiana in spring",
        },
        {
          imageAlt: "Frost on the Roman ruins of Ulpiana on a winter morning",
        },
      ],
      address:
        "Ulpiana Archaeological Park, just south-west of Gračanica, on the way towards Lipjan",
      tags: [
        "Roman city",
        "Early Christian churches",
        "Archaeological park",
        "Quiet open site",
        "Free entry",
      ],
      openingHours:
        "Usually open during the day on weekdays and on Saturday mornings; hours vary with the season and excavations, so check locally",
      bestTimeToVisit:
        "Spring and early autumn, when the fields are green and it is not too hot. In summer you may see excavations in progress.",
      accessibilityInfo:
        "Flat site with grass and gravel paths; the ground is uneven around the excavations and there is little shade.",
      facilities: ["Information boards", "Marked walking paths", "Parking by the entrance"],
      visitorTips: [
        "Bring a hat and water; there is no café on site.",
        "See the finds in the Museum of Kosovo first, so the foundations make more sense.",
        "Stay on the paths and do not climb on the walls.",
        "Pair it with Gračanica Monastery for a half-day trip from Pristina.",
      ],
      gettingThere: {
        onFoot:
          "From Gračanica Monastery it is roughly a 25–30 minute walk along local roads; ask locally for the turning, as signs are few.",
        byTaxi:
          "From Gračanica a short taxi ride costs about 2–5 €. From Pristina, about 10 km away, agree the fare before you go.",
      },
      nearbyAttractions: {
        "5": {
          distance: "about 10 km",
        },
        "10": {
          distance: "about 2 km",
        },
      },
      reviews: {
        "901": {
          user: {
            name: "Ivana Novak",
          },
          text: "We had the site to ourselves. The information boards are good and the scale of the Roman city is surprising.",
        },
        "902": {
          user: {
            name: "Pedro Alves",
          },
          text: "Archaeologists were working on site and happily explained what they were uncovering. A real bonus.",
        },
        "903": {
          user: {
            name: "Kevin Müller",
          },
          text: "Interesting if you like history, but very hot and no shade at midday. Come early.",
        },
        "904": {
          user: {
            name: "Elif Yılmaz",
          },
          text: "The necropolis and the baptistery were my favourites. Peaceful and free — combine it with Gračanica.",
        },
        "905": {
          user: {
            name: "Ben Cohen",
          },
          text: "Small but well presented. Having seen the finds in the Kosovo Museum the day before made it much more meaningful.",
        },
        "906": {
          user: {
            name: "Lea Krasniqi",
          },
          text: "A lovely spring walk among Roman ruins, wildflowers everywhere. Great for curious kids.",
        },
      },
      nearbyAccommodation: [
        {
          name: "Hotel Gračanica",
          distance: "about 2 km",
        },
        {
          name: "Swiss Diamond Hotel Prishtina",
          distance: "about 10 km",
        },
      ],
    },
    "10": {
      name: "Gračanica Monastery",
      description:
        "King Milutin's five-domed church of 1321, just outside Pristina, with vivid 14th-century frescoes and a quiet garden looked after by nuns.",
      longDescription:
        "Gračanica Monastery was built by the Serbian king Stefan Milutin and completed in 1321, on the remains of older churches. Its five domes rise in stepped layers of stone and brick, and it is often called one of the finest buildings of late Byzantine architecture in the Balkans.\n\nInside, the frescoes painted soon after its completion are remarkably well kept, including portraits of King Milutin and Queen Simonida and a family tree of the Nemanjić dynasty. Since 2006 the monastery has been part of the UNESCO World Heritage Site “Medieval Monuments in Kosovo”.\n\nA community of Serbian Orthodox nuns lives here and keeps the garden in bloom. The monastery is in the centre of the town of Gračanica, about 10 km south-east of Pristina, so it is an easy half-day trip. Dress respectfully, and note that photography inside the church is not allowed.",
      images: [
        {
          imageAlt: "The five-domed church of Gračanica Monastery in its green garden",
        },
        {
          imageAlt: "Gračanica's stone and brick domes glowing in the evening sun",
        },
        {
          imageAlt: "The monastery garden with autumn leaves and the church behind",
        },
        {
          imageAlt: "Gračanica Monastery under snow at dusk with lights in the town",
        },
      ],
      address:
        "Town centre, on the main road through Gračanica, about 10 km south-east of Pristina",
      tags: [
        "UNESCO World Heritage",
        "Five domes",
        "14th-century frescoes",
        "Easy trip from Pristina",
        "Monastery garden",
      ],
      openingHours:
        "Usually open to visitors every day during daylight hours; closed to sightseeing during services",
      bestTimeToVisit:
        "Spring, when the garden is in flower, or a clear autumn day. Weekday mornings are quietest.",
      accessibilityInfo:
        "Flat, paved paths through the garden to the church door; a threshold at the entrance and a dim interior.",
      facilities: [
        "Monastery garden",
        "Small shop with icons and nuns' products",
        "Cafés and restaurants in the town nearby",
      ],
      visitorTips: [
        "No shorts or sleeveless tops; women may be asked to cover their hair.",
        "Photos are not allowed inside the church.",
        "Entry is free; donations and shop purchases support the monastery.",
        "Ulpiana's Roman ruins are a couple of kilometres away — see both in one trip.",
      ],
      gettingThere: {
        onFoot:
          "Buses towards Gjilan from Pristina stop in Gračanica; the monastery is a few minutes' walk from the stop in the town centre.",
        byTaxi:
          "A taxi from central Pristina takes about 15–20 minutes; agree the fare first. Within Gračanica a short ride costs about 2–5 €.",
      },
      nearbyAttractions: {
        "4": {
          distance: "about 9 km",
        },
        "9": {
          distance: "about 2 km",
        },
      },
      reviews: {
        "1001": {
          user: {
            name: "Sophie Laurent",
          },
          text: "The frescoes are astonishing — the colours are still so strong. The nun at the door was kind and patient with our questions.",
        },
        "1002": {
          user: {
            name: "Mateo García",
          },
          text: "An easy bus ride from Pristina. The church is a perfect piece of architecture, especially from the garden.",
        },
        "1003": {
          user: {
            name: "Arta Berisha",
          },
          text: "Beautiful and peaceful. Remember the dress code; they lent my friend a wrap skirt at the entrance.",
        },
        "1004": {
          user: {
            name: "Jonas Weber",
          },
          text: "Queen Simonida's portrait alone is worth the trip. Only an hour needed, then lunch in the town.",
        },
        "1005": {
          user: {
            name: "Ivana Novak",
          },
          text: "Lovely garden in spring. We combined it with Ulpiana by taxi and were back in Pristina by mid-afternoon.",
        },
        "1006": {
          user: {
            name: "Aisha Rahman",
          },
          text: "Calm, beautiful and very well kept. One of the places that stayed with me most in Kosovo.",
        },
      },
      nearbyAccommodation: [
        {
          name: "Hotel Gračanica",
          distance: "0.5 km",
        },
        {
          name: "Swiss Diamond Hotel Prishtina",
          distance: "about 10 km",
        },
      ],
    },
  },
};

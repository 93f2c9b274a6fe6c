/* sq texts of app/content/travel-guides.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  travelGuides: {
    "1": {
      imageAlt:
        "Një pasaportë dhe një kartë imbarkimi mbi tavolinë, me male që duken nga dritarja pas tyre",
      title: "Vizat",
      content:
        "Shtetasit e shumë vendeve, përfshirë vendet e BE-së dhe të zonës Shengen, Mbretërinë e Bashkuar, SHBA-në, Kanadanë dhe Australinë, mund ta vizitojnë Kosovën pa vizë deri në 90 ditë. Pasaporta juaj duhet të jetë e vlefshme për gjithë kohën e qëndrimit; disa qeveri këshillojnë një afat më të gjatë, ndaj shikoni këshillat e udhëtimit të qeverisë suaj. Nëse nuk jeni të sigurt nëse shtetësia juaj është e përjashtuar nga viza, pyesni Ministrinë e Punëve të Jashtme të Kosovës para se të rezervoni.",
    },
    "2": {
      imageAlt: "Një avion që po ulet mbi fushën e gjerë jashtë Prishtinës në pasditen e vonë",
      title: "Si të arrini",
      content:
        "Shumica e vizitorëve vijnë me avion në Aeroportin Ndërkombëtar të Prishtinës “Adem Jashari”, rreth 15 km nga qendra e qytetit. Një taksi deri në qytet kushton rreth 15–20 €, autobusi i aeroportit rreth 3 €. Autobusët i lidhin qytetet e Kosovës me njëri-tjetrin dhe me vendet fqinje, dhe një biletë ndërqytetase zakonisht kushton 2–10 €.",
    },
    "3": {
      imageAlt: "Një kullë guri me ballkone druri, që shërben si bujtinë, në një luginë të gjelbër",
      title: "Akomodimi",
      content:
        "Hotelet në Kosovë kushtojnë afërsisht 40–150 € nata, bujtinat familjare 15–60 € dhe shtretërit në hostele 10–25 €. Prishtina, Prizreni dhe Peja kanë zgjedhjen më të gjerë, ndërsa në luginën e Rugovës dhe në zona të tjera malore do të flini kryesisht në bujtina me gatim shtëpie. Rezervoni herët për gushtin, kur festivalet dhe vizitat verore të diasporës i mbushin dhomat.",
    },
    "4": {
      imageAlt:
        "Pyll me ngjyra vjeshte dhe një livadh nën majat e maleve, nën një qiell të kthjellët",
      title: "Koha më e mirë për vizitë",
      content:
        "Pranvera (prill–qershor) dhe vjeshta (shtator–nëntor) sjellin ditë të buta për shëtitje në qytet dhe ecje në mal, ndërsa vera (qershor–gusht) është e nxehtë, plot gjallëri dhe festivale. Dimri (dhjetor–mars) është i ftohtë dhe me borë në male, gjë që u përshtatet skiatorëve në Brezovicë. Për mot të ngrohtë, planifikojeni udhëtimin mes majit dhe tetorit.",
    },
    "5": {
      imageAlt:
        "Gota çaji mbi tavolinën e një kafeneje, në një rrugë të çarshisë së vjetër me dyqane me vitrina druri",
      title: "Gjuha dhe kultura",
      content:
        "Shqipja dhe serbishtja janë gjuhët zyrtare të Kosovës, ndërsa anglishtja flitet gjerësisht mes të rinjve, sidomos në Prishtinë. Disa fjalë shqip, si faleminderit dhe mirëdita, ju hapin shumë dyer. Mikpritja ka rëndësi të madhe këtu: pranojeni kafenë ose çajin që ju ofrohet dhe vishuni me modesti kur vizitoni xhami dhe manastire.",
    },
    "6": {
      imageAlt:
        "Një rrugë gjarpëruese mes kodrave të gjelbra drejt një qyteti me një kala në largësi",
      title: "Itinerare të sugjeruara",
      content:
        "Një fundjavë në Prishtinë dhe Prizren kushton rreth 60 € për person me buxhet të kufizuar ose 130 € me buxhet mesatar, ndërsa një javë që shton Pejën, Grykën e Rugovës dhe Gjakovën rreth 225 € ose 475 €: vlerësime nga çmimet tipike për netët, ushqimin dhe autobusët ndërqytetës, pa biletat e avionit, jo oferta. Për çdo ditë, udhëtarët me buxhet të kufizuar shpenzojnë rreth 25 € dhe ata me buxhet mesatar rreth 60 €, plus rreth 5 € për çdo udhëtim me autobus ndërqytetës. Shihni planet tona për sugjerime ditë pas dite.",
    },
  },
};

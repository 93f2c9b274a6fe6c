/* sq texts of app/content/regions.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  regionsContent: {
    central: {
      imageAlt: "Gračanica Monastery's domes rising from the Kosovo plain at dawn in spring",
      name: "Central Kosovo",
      description:
        "The capital, Pristina, and the wide Kosovo plain around it, where the Battle of Kosovo was fought in 1389. Within an hour of the city you can stand in the UNESCO-listed Gračanica Monastery, walk the forest trails of Germia Park, go underground in the Marble Cave at Gadime or swim in Batllava Lake.",
    },
    southern: {
      imageAlt: "Prizren fortress on its hill with the Sharr Mountains behind at dusk in summer",
      name: "Southern Kosovo",
      description:
        "Prizren's Ottoman old town beneath its fortress, and behind it the Sharr Mountains along the border with North Macedonia. Come for the ski slopes of Brezovica, the cool pass at Prevalla, the Gorani villages of Dragash and long hikes to glacial lakes in Sharr Mountains National Park.",
    },
    western: {
      imageAlt:
        "A stone kulla tower house on the Dukagjin plain below the Accursed Mountains at dawn in spring",
      name: "Western Kosovo",
      description:
        "The fertile Dukagjin plain beneath the Accursed Mountains (Bjeshkët e Nemuna), where Gjeravica rises to 2,656 m. Peja and the Rugova Gorge, the monasteries of Deçan and the Patriarchate of Peć, the bazaar of Gjakova, the stone kullas of Junik and the vineyards of Rahovec all lie here.",
    },
    northern: {
      imageAlt: "A mine headframe beside the Ibar river under a pale winter sky",
      name: "Northern Kosovo",
      description:
        "The Ibar valley and the hills of Kopaonik and Drenica, around Mitrovica, long the centre of Kosovo's mining. Zvečan fortress, the medieval stone bridge of Vushtrri, Gazivoda Lake, the highlands of Shala e Bajgorës and the Adem Jashari Memorial in Prekaz tell the region's long and layered story.",
    },
    eastern: {
      imageAlt: "Ruined medieval walls on a green hilltop in eastern Kosovo in golden spring light",
      name: "Eastern Kosovo",
      description:
        "The rolling hills and farmland of the Anamorava valley around Gjilan, close to the borders with Serbia and North Macedonia. Its pleasures are quiet ones: the ruins of the medieval silver town of Novo Brdo, Gjilan's new museums, thermal water at Kllokot and village roads far from the crowds.",
    },
  },
};

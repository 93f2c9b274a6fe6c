/* de texts of app/content/regions.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  regionsContent: {
    central: {
      imageAlt:
        "Die Kuppeln des Klosters Gračanica erheben sich im Frühling im Morgengrauen über dem Amselfeld",
      name: "Zentralkosovo",
      description:
        "Die Hauptstadt Pristina und ringsum das weite Amselfeld, Schauplatz der Schlacht von 1389. Weniger als eine Stunde von der Stadt entfernt stehen Sie im Kloster Gračanica, das zum UNESCO-Welterbe gehört, wandern auf den Waldwegen des Germia-Parks, steigen in die Marmorhöhle von Gadime hinab oder schwimmen im Batllava-See.",
    },
    southern: {
      imageAlt:
        "Die Festung von Prizren auf ihrem Hügel, dahinter das Šar-Gebirge, in der Abenddämmerung im Sommer",
      name: "Südkosovo",
      description:
        "Die osmanische Altstadt von Prizren unterhalb ihrer Festung und dahinter das Šar-Gebirge (Sharr) entlang der Grenze zu Nordmazedonien. Kommen Sie wegen der Skipisten von Brezovica, des kühlen Passes von Prevalla, der Gorani-Dörfer bei Dragash und langer Wanderungen zu Gletscherseen im Nationalpark Šar-Gebirge.",
    },
    western: {
      imageAlt:
        "Ein steinernes Kulla-Turmhaus in der Dukagjin-Ebene unterhalb der Prokletije im Frühling im Morgengrauen",
      name: "Westkosovo",
      description:
        "Die fruchtbare Dukagjin-Ebene unterhalb der Prokletije (Albanische Alpen, Bjeshkët e Nemuna), wo die Gjeravica auf 2.656 m aufragt. Hier liegen Peja und die Rugova-Schlucht, die Klöster von Deçan und das Patriarchat von Peć, der Basar von Gjakova, die steinernen Kullas von Junik und die Weinberge von Rahovec.",
    },
    northern: {
      imageAlt: "Ein Förderturm am Ibar unter einem blassen Winterhimmel",
      name: "Nordkosovo",
      description:
        "Das Ibartal und die Hügel von Kopaonik und Drenica rund um Mitrovica, lange das Zentrum des Bergbaus in Kosovo. Die Festung Zvečan, die mittelalterliche Steinbrücke von Vushtrri, der Gazivoda-See, das Hochland von Shala e Bajgorës und die Gedenkstätte Adem Jashari in Prekaz erzählen die lange und vielschichtige Geschichte der Region.",
    },
    eastern: {
      imageAlt:
        "Mittelalterliche Mauerruinen auf einem grünen Hügel im Osten des Kosovo im goldenen Frühlingslicht",
      name: "Ostkosovo",
      description:
        "Die sanften Hügel und Felder des Anamorava-Tals rund um Gjilan, nahe den Grenzen zu Serbien und Nordmazedonien. Die Freuden hier sind leise: die Ruinen der mittelalterlichen Silberstadt Novo Brdo, die neuen Museen von Gjilan, Thermalwasser in Kllokot und Dorfstraßen fernab der Menschenmassen.",
    },
  },
};

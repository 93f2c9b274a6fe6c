/* de texts of app/content/activities.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  activities: {
    "1": {
      title: "Wandern in der Rugova-Schlucht",
      description:
        "Folgen Sie dem Lumbardhi gleich hinter Peja in eine etwa 25 km lange Kalksteinschlucht und steigen Sie dann zu Hochweiden und Dörfern hinauf, in denen Hirten im Sommer noch jeden Morgen Käse machen.",
      imageAlt:
        "Wanderer auf einem Pfad über der Rugova-Schlucht im Morgengrauen, an den Felswänden herbstliche Buchenwälder",
      location: "Rugova-Schlucht, Peja",
      tags: ["Wandern", "Natur", "Berge"],
      link: {
        label: "Rugova entdecken",
      },
    },
    "2": {
      title: "Weinprobe in Rahovec",
      description:
        "Probieren Sie einheimische Rot- und Weißweine in der Weinstadt Rahovec (Orahovac), von großen Kellereien bis zu Familienkellern. Vereinbaren Sie Weinproben vorab, und kommen Sie im September zur Weinlese.",
      imageAlt: "Eichenfässer vor Rebzeilen auf den Hügeln um Rahovec im goldenen Abendlicht",
      location: "Rahovec",
      tags: ["Wein", "Kulinarik", "Weinlese"],
      link: {
        label: "Rahovec entdecken",
      },
    },
    "3": {
      title: "Durch die Altstadt von Prizren",
      description:
        "Überqueren Sie die Steinbrücke, werfen Sie einen Blick in die Sinan-Pascha-Moschee und steigen Sie in etwa zwanzig Minuten zur Festung hinauf, um den Sonnenuntergang über Minaretten und Kirchtürmen zu erleben.",
      imageAlt:
        "Die gewölbte Steinbrücke über den Lumbardhi in Prizren, dahinter die Sinan-Pascha-Moschee im Frühling",
      location: "Prizren",
      tags: ["Geschichte", "Architektur", "Altstadt"],
      link: {
        label: "Stadtführer Prizren",
      },
    },
    "4": {
      title: "Filmnächte beim DokuFest",
      description:
        "Jeden August verwandelt das internationale Dokumentar- und Kurzfilmfestival von Prizren die Festung, das Flussufer und die alten Plätze für neun Tage in Freiluftkinos.",
      imageAlt:
        "Eine Freiluft-Kinoleinwand am Fluss in Prizren in der Abenddämmerung, darüber die Festung auf dem Hügel",
      location: "Prizren",
      tags: ["Festival", "Film", "Sommer"],
      link: {
        label: "Zum Veranstaltungskalender",
      },
    },
    "5": {
      title: "Die Marmorhöhle von Gadime erkunden",
      description:
        "Folgen Sie dem geführten Weg durch Marmorgalerien mit Stalaktiten und zarten Kristallgebilden bei Lipjan, südlich von Pristina. Es ist dort das ganze Jahr über kühl – nehmen Sie also eine Jacke mit.",
      imageAlt: "Beleuchtete Stalaktiten und weiße Kristallgebilde in der Marmorhöhle von Gadime",
      location: "Gadime, Lipjan",
      tags: ["Familie", "Höhlen", "Natur"],
      link: {
        label: "Höhle von Gadime entdecken",
      },
    },
    "6": {
      title: "Skifahren in Brezovica",
      description:
        "Fahren Sie mit den Liften an den Nordhängen des Šar-Gebirges hinauf, wo sich der Schnee auf langen, steilen Pisten den ganzen Winter hält. Erkundigen Sie sich vorher, welche Lifte in Betrieb sind.",
      imageAlt:
        "Skifahrer unter einem Sessellift auf den verschneiten Hängen von Brezovica im Šar-Gebirge an einem klaren Tag",
      location: "Brezovica, Šar-Gebirge",
      tags: ["Skifahren", "Winter", "Berge"],
      link: {
        label: "Brezovica entdecken",
      },
    },
    "7": {
      title: "Klettersteig und Seilrutsche in Rugova",
      description:
        "Klinken Sie sich in Stahlseile ein und klettern Sie über Leitern und Brücken hoch über dem Fluss – immer mit Guide und richtiger Ausrüstung. Danach sausen Sie nahe dem Eingang der Schlucht die rund 700 Meter lange Seilrutsche hinunter.",
      imageAlt:
        "Ein Seilrutschenkabel quer über die Rugova-Schlucht, Kletterer an der Felswand in der Abendsonne",
      location: "Rugova-Schlucht, Peja",
      tags: ["Klettern", "Abenteuer", "Klettersteig"],
      link: {
        label: "Unser Rugova-Reiseführer",
      },
    },
    "8": {
      title: "Zu den Mirusha-Wasserfällen",
      description:
        "Wandern Sie durch den felsigen Canyon der Mirusha, wo eine Kette von Wasserfällen und türkisfarbenen Becken zwischen Malisheva und Klina stufenweise abwärts führt. Im Sommer kühlen sich die Einheimischen in den Becken ab.",
      imageAlt:
        "Ein Wasserfall stürzt an einem Sommernachmittag in ein türkisfarbenes Becken im felsigen Canyon der Mirusha",
      location: "Mirusha, bei Malisheva",
      tags: ["Wasserfälle", "Natur", "Baden"],
      link: {
        label: "Natursehenswürdigkeiten",
      },
    },
    "9": {
      title: "Besuch im Kloster Visoki Dečani",
      description:
        "Sehen Sie eine Kirche aus dem 14. Jahrhundert, die mit Tausenden gemalter Figuren bedeckt ist – Teil der UNESCO-Welterbestätte „Mittelalterliche Denkmäler im Kosovo“. Kleiden Sie sich dezent und nehmen Sie Reisepass oder Ausweis mit.",
      imageAlt:
        "Die gestreifte Marmorkirche des Klosters Visoki Dečani in einem verschneiten Tal unterhalb der Berge",
      location: "Deçan",
      tags: ["UNESCO", "Geschichte", "Religion"],
      link: {
        label: "Deçan entdecken",
      },
    },
  },
  activityCategories: {
    outdoors: {
      name: "Draußen",
      description:
        "Wandern Sie durch Kalksteinschluchten und über Hochweiden, und kühlen Sie sich an Wasserfällen ab – in einigen der wildesten Berge des Balkans.",
    },
    gastronomy: {
      name: "Essen & Trinken",
      description:
        "Kosten Sie unter Glut gebackene Flija, frische Pite und Sharr-Käse, und trinken Sie Wein in den Hügeln, wo die Trauben wachsen.",
    },
    cultural: {
      name: "Kultur",
      description:
        "Bummeln Sie durch osmanische Altstädte, betreten Sie mittelalterliche Klöster und besuchen Sie Museen, die von der vielschichtigen Geschichte des Kosovo erzählen.",
    },
    events: {
      name: "Veranstaltungen",
      description:
        "Planen Sie Ihre Reise rund um Freiluftkino, Sommerkonzerte und die Weinlese im Herbst.",
    },
    family: {
      name: "Familie",
      description:
        "Leichte Ausflüge für jedes Alter, von einer Marmorhöhle voller Kristalle bis zu schattigen Parks und kurzen Spaziergängen.",
    },
    sports: {
      name: "Sport",
      description:
        "Fahren Sie im Winter Ski auf den langen Nordhang-Pisten des Šar-Gebirges, und radeln Sie den Rest des Jahres über ruhige Talstraßen.",
    },
    adventure: {
      name: "Abenteuer",
      description:
        "Steigen Sie in einen Klettersteig ein, sausen Sie eine Seilrutsche hinunter oder klettern Sie an Kalksteinwänden hoch über einem Gebirgsfluss.",
    },
    relax: {
      name: "Entspannung",
      description:
        "Kommen Sie zur Ruhe – in Berggasthäusern, auf Terrassen am See und bei langen Nachmittagen mit einem Macchiato.",
    },
  },
  seasonMonths: {
    spring: "Apr.–Juni",
    summer: "Juni–Aug.",
    autumn: "Sept.–Nov.",
    winter: "Dez.–März",
  },
  seasons: {
    spring: {
      name: "Frühling",
      months: "Apr.–Juni",
      description:
        "Die Wiesen werden grün, die Flüsse führen viel Wasser und die Tage sind mild: die beste Zeit, um Altstädte wie Bergtäler zu erkunden, bevor die Sommerhitze kommt.",
      activities: [
        "Altstadtrundgänge in Prizren und Pristina",
        "Wanderungen zu den Mirusha-Wasserfällen",
        "Wildblumen im Rugova-Tal",
        "Ein kühler Besuch in der Höhle von Gadime",
      ],
      imageAlt:
        "Wanderer auf einer grünen Frühlingswiese voller Wildblumen unter schneebedeckten Gipfeln",
    },
    summer: {
      name: "Sommer",
      months: "Juni–Aug.",
      description:
        "Lange, warme Tage bringen Festivals, Freiluftkino und die Wandersaison im Hochgebirge – und oben in den Bergen wartet immer kühlere Luft.",
      activities: [
        "DokuFest in Prizren",
        "Wandern auf den Peaks of the Balkans",
        "Tage am Batllava-See",
        "Abendspaziergänge und Caféterrassen",
      ],
      imageAlt:
        "Ein Kajak gleitet an einem Sommerabend über einen stillen See zwischen bewaldeten Hügeln",
    },
    autumn: {
      name: "Herbst",
      months: "Sept.–Nov.",
      description:
        "Erntezeit: In den Weinbergen wird gelesen, die Buchenwälder färben sich kupfern und golden, und beständiges Wetter sorgt für einige der schönsten Wandertage des Jahres.",
      activities: [
        "Die Weinlese in Rahovec",
        "Herbstfarben in Rugova",
        "Paprika rösten für Ajvar",
        "Ruhige Besuche in den Klöstern",
      ],
      imageAlt:
        "Ein steinernes Kulla-Wohnturmhaus zwischen goldenen Buchenwäldern im Westen des Kosovo im Herbst",
    },
    winter: {
      name: "Winter",
      months: "Dez.–März",
      description:
        "Schnee legt sich auf das Šar-Gebirge und die Prokletije (Albanische Alpen): Zeit zum Skifahren in Brezovica, für Schneeschuhtouren und lange Abende am Ofen mit einem Teller Flija.",
      activities: [
        "Skifahren in Brezovica",
        "Schneeschuhwandern im Šar-Gebirge",
        "Unabhängigkeitstag in Pristina am 17. Februar",
        "Deftige Bergküche am Feuer",
      ],
      imageAlt: "Schneeschuhwanderer auf einem verschneiten Grat des Šar-Gebirges im Morgengrauen",
    },
  },
};

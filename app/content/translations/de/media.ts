/* de texts of app/content/media.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  featuredVideos: {
    "1": {
      title: "Prizren: Altstadt und Festung",
      description:
        "Gehen Sie mit uns von der Steinbrücke und der Sinan-Pascha-Moschee hinauf zur Festung – für den Blick über Prizrens Dächer und Minarette.",
      imageAlt: "Prizrens Sinan-Pascha-Moschee und die Dächer der Altstadt im warmen Abendlicht",
    },
    "2": {
      title: "Hinein in die Rugova-Schlucht",
      description:
        "Klettersteige, Wasserfälle und Bergdörfer im Canyon westlich von Peja, dem liebsten Revier des Kosovo für Wanderer und Kletterer.",
      imageAlt:
        "Steile Felswände der Rugova-Schlucht mit dem Fluss in der Tiefe im frühen Morgenlicht",
    },
    "3": {
      title: "Ein Tag in Pristina",
      description:
        "Kaffee auf dem Mutter-Teresa-Boulevard, die Newborn-Buchstaben, die Kuppeln der Nationalbibliothek und das alte Basarviertel der jungen Hauptstadt des Kosovo.",
      imageAlt:
        "Die Kuppeln der Nationalbibliothek des Kosovo in Pristina an einem hellen Frühlingstag",
    },
  },
  galleryPhotos: {
    "4": {
      title: "Newborn-Denkmal, Pristina",
      alt: "Die riesigen, bunt bemalten NEWBORN-Buchstaben im Zentrum von Pristina",
    },
    "5": {
      title: "Nationalbibliothek des Kosovo",
      alt: "Die weißen Kuppeln und das Metallgitter der Nationalbibliothek in Pristina",
    },
    "6": {
      title: "Rugova-Schlucht",
      alt: "Die enge Rugova-Schlucht bei Peja, ihre Felswände golden beleuchtet über herbstlichen Bäumen",
    },
    "7": {
      title: "Patriarchat von Peć",
      alt: "Die rot gestrichenen Kirchen des Patriarchats von Peć am Eingang der Rugova-Schlucht",
    },
    "8": {
      title: "Kloster Visoki Dečani",
      alt: "Die gestreifte Steinkirche von Visoki Dečani zwischen bewaldeten Hügeln im Morgengrauen",
    },
    "9": {
      title: "Alter Basar, Gjakova",
      alt: "Die gepflasterte Gasse und die hölzernen Ladenfronten des Alten Basars von Gjakova im Abendlicht",
    },
    "10": {
      title: "Mirusha-Wasserfälle",
      alt: "Ein Wasserfall stürzt zwischen hellen Felsen in ein grünes Becken im Mirusha-Canyon",
    },
    "11": {
      title: "Marmorhöhle von Gadime",
      alt: "Beleuchtete Stalaktiten und weiße Kristallformationen in der Marmorhöhle von Gadime",
    },
    "12": {
      title: "Kloster Gračanica",
      alt: "Die fünf Kuppeln des Klosters Gračanica vor dem Abendhimmel in der Ebene bei Pristina",
    },
    "13": {
      title: "Skipisten von Brezovica",
      alt: "Ein Sessellift an den verschneiten Hängen von Brezovica im Šar-Gebirge",
    },
    "14": {
      title: "Prevalla-Pass, Šar-Gebirge",
      alt: "Sanft gewellte Hochweiden am Prevalla-Pass im Šar-Gebirge in der späten Nachmittagssonne",
    },
    "15": {
      title: "Weinberge von Rahovec",
      alt: "Rebzeilen bedecken die Hügel um Rahovec unter einem Sommerhimmel",
    },
    "16": {
      title: "Trepça-Mine, Stari Trg",
      alt: "Der stählerne Förderturm der Trepça-Mine in Stari Trg in den Hügeln bei Mitrovica",
    },
    "17": {
      title: "Batllava-See",
      alt: "Das stille Wasser des Batllava-Sees bei Podujevo, ringsum bewaldete Hügel bei Sonnenaufgang",
    },
    "18": {
      title: "Gazivoda-See",
      alt: "Der lange Gazivoda-Stausee und seine Staumauer zwischen herbstlichen Hügeln im Norden des Kosovo",
    },
    "19": {
      title: "Festung Novo Brdo",
      alt: "Die verfallenen Türme der mittelalterlichen Festung Novo Brdo auf einem Hügel",
    },
    "20": {
      title: "Quelle des Weißen Drin, Radavc",
      alt: "Der Weiße Drin stürzt an seiner Quelle bei Radavc, nördlich von Peja, als Wasserfall aus dem Fels",
    },
    "21": {
      title: "Moschee und Kirche, Ferizaj",
      alt: "Eine Moschee und eine orthodoxe Kirche Seite an Seite im nächtlichen Zentrum von Ferizaj",
    },
  },
  heroSlides: {
    "1": {
      imageAlt: "Gestaffelte Bergrücken über einem grünen Tal im ersten Licht eines Herbstmorgens",
      title: "Atemberaubende Landschaften",
      caption:
        "Vom Šar-Gebirge bis zur Rugova-Schlucht: Wilde Gipfel und Hochweiden sind nie mehr als ein paar Stunden entfernt.",
    },
    "2": {
      imageAlt:
        "Eine in bunten Lichtern leuchtende Festivalbühne über einer großen Menge in einer Sommernacht",
      title: "SunnyHill",
      caption:
        "In jedem Sommer, in dem es stattfindet, holt das Sunny Hill Festival internationale Headliner und albanische Stars auf eine Bühne am Stadtrand von Pristina.",
    },
    "3": {
      imageAlt: "Jemand saust an der Zipline hoch über die tiefe Kalksteinschlucht von Rugova",
      title: "Zipline",
      caption:
        "Sausen Sie an der Zipline durch die Rugova-Schlucht, nur wenige Kilometer von Peja entfernt, mit dem Fluss tief unter Ihnen.",
    },
  },
  photos: {
    "1": {
      title: "Blick über Pristina",
      alt: "Die Dächer von Pristina in der Abenddämmerung mit dem Glockenturm der Kathedrale der heiligen Mutter Teresa",
    },
    "2": {
      title: "Die Berge des Kosovo",
      alt: "Schneebedeckte Gipfel des Šar-Gebirges, rosa leuchtend im Morgengrauen",
    },
    "3": {
      title: "Prizren",
      alt: "Prizrens nachts beleuchtete Steinbrücke über dem Fluss, darüber die Festung auf dem Hügel",
    },
  },
};

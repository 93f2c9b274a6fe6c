/* de texts of app/content/navigation.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  headerMenus: {
    cities: {
      links: [
        {
          label: "Pristina",
        },
        {
          label: "Prizren",
        },
        {
          label: "Peja",
        },
        {
          label: "Gjakova",
        },
        {
          label: "Mitrovica",
        },
        {
          label: "Ferizaj",
        },
      ],
    },
    destinations: {
      groups: [
        {
          items: [
            {
              label: "Pristina",
            },
            {
              label: "Germia",
            },
            {
              label: "Batllava-See",
            },
            {
              label: "Höhle von Gadime",
            },
          ],
        },
        {
          items: [
            {
              label: "Prizren",
            },
            {
              label: "Brezovica",
            },
            {
              label: "Prevalla",
            },
            {
              label: "Nationalpark Šar-Gebirge, Dragash",
            },
            {
              label: "Brod",
            },
          ],
        },
        {
          items: [
            {
              label: "Peja",
            },
            {
              label: "Rugova",
            },
            {
              label: "Junik",
            },
            {
              label: "Deçan",
            },
            {
              label: "Gjakova",
            },
            {
              label: "Rahovec",
            },
          ],
        },
        {
          items: [
            {
              label: "Shala e Bajgorës",
            },
            {
              label: "Mitrovica",
            },
            {
              label: "Zubin Potok",
            },
            {
              label: "Zvečan",
            },
            {
              label: "Vushtrri",
            },
            {
              label: "Steinbrücke, Vushtrri",
            },
            {
              label: "Gedenkstätte Adem Jashari",
            },
          ],
        },
        {
          items: [
            {
              label: "Museum Gjilan",
            },
            {
              label: "Festung Artana (Novo Brdo)",
            },
            {
              label: "Spas",
            },
          ],
        },
      ],
    },
  },
};

/* it texts of app/content/navigation.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
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
              label: "Lago di Batllava",
            },
            {
              label: "Grotta di Gadime",
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
              label: "Parco dei monti Šar, Dragash",
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
              label: "Ponte di pietra, Vushtrri",
            },
            {
              label: "Complesso memoriale Adem Jashari",
            },
          ],
        },
        {
          items: [
            {
              label: "Museo di Gjilan",
            },
            {
              label: "Castello di Artana (Novo Brdo)",
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

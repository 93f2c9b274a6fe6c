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
              label: "Prishtina",
            },
            {
              label: "Germia",
            },
            {
              label: "Batllava Lake",
            },
            {
              label: "Gadime Cave",
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
              label: "Sharr Mountains Park, Dragash",
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
              label: "Stone Bridge, Vushtrri",
            },
            {
              label: "Adem Jashari Memorial Complex",
            },
          ],
        },
        {
          items: [
            {
              label: "Gjilan Museum",
            },
            {
              label: "Artana Castle (Novo Brdo)",
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

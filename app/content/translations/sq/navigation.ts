/* sq texts of app/content/navigation.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  headerMenus: {
    cities: {
      links: [
        {
          label: "Prishtina",
        },
        {
          label: "Prizreni",
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
          label: "Ferizaji",
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
              label: "Gërmia",
            },
            {
              label: "Liqeni i Batllavës",
            },
            {
              label: "Shpella e Gadimes",
            },
          ],
        },
        {
          items: [
            {
              label: "Prizreni",
            },
            {
              label: "Brezovica",
            },
            {
              label: "Prevalla",
            },
            {
              label: "Parku Kombëtar “Sharri”, Dragash",
            },
            {
              label: "Brodi",
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
              label: "Juniku",
            },
            {
              label: "Deçani",
            },
            {
              label: "Gjakova",
            },
            {
              label: "Rahoveci",
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
              label: "Zubin Potoku",
            },
            {
              label: "Zveçani",
            },
            {
              label: "Vushtrria",
            },
            {
              label: "Ura e Gurit, Vushtrri",
            },
            {
              label: "Kompleksi Memorial “Adem Jashari”",
            },
          ],
        },
        {
          items: [
            {
              label: "Muzeu i Gjilanit",
            },
            {
              label: "Kalaja e Artanës (Novobërdë)",
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

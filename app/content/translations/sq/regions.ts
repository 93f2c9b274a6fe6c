/* sq texts of app/content/regions.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  regionsContent: {
    central: {
      imageAlt: "Kupolat e Manastirit të Graçanicës mbi Fushën e Kosovës në agim, në pranverë",
      name: "Kosova Qendrore",
      description:
        "Kryeqyteti, Prishtina, dhe Fusha e gjerë e Kosovës përreth, ku u zhvillua Beteja e Kosovës në vitin 1389. Brenda një ore nga qyteti mund të vizitoni Manastirin e Graçanicës, në listën e UNESCO-s, të ecni nëpër shtigjet pyjore të Parkut të Gërmisë, të zbrisni nën tokë në Shpellën e Mermerit në Gadime ose të notoni në Liqenin e Batllavës.",
    },
    southern: {
      imageAlt: "Kalaja e Prizrenit mbi kodër, me Malet e Sharrit pas saj, në muzg, në verë",
      name: "Kosova Jugore",
      description:
        "Qyteti i vjetër osman i Prizrenit nën kalanë e tij dhe, pas tij, Malet e Sharrit përgjatë kufirit me Maqedoninë e Veriut. Ejani për pistat e skijimit në Brezovicë, për freskinë e qafës së Prevallës, për fshatrat goranë të Dragashit dhe për ecje të gjata drejt liqeneve akullnajore në Parkun Kombëtar “Sharri”.",
    },
    western: {
      imageAlt:
        "Një kullë guri në Rrafshin e Dukagjinit nën Bjeshkët e Nemuna, në agim, në pranverë",
      name: "Kosova Perëndimore",
      description:
        "Rrafshi pjellor i Dukagjinit nën Bjeshkët e Nemuna, ku Gjeravica ngrihet deri në 2656 m. Këtu ndodhen Peja dhe Gryka e Rugovës, Manastiri i Deçanit dhe Patrikana e Pejës, çarshia e Gjakovës, kullat prej guri të Junikut dhe vreshtat e Rahovecit.",
    },
    northern: {
      imageAlt: "Kulla e nxjerrjes së një miniere pranë lumit Ibër nën një qiell të zbehtë dimri",
      name: "Kosova Veriore",
      description:
        "Lugina e Ibrit dhe kodrat e Kopaonikut e të Drenicës, rreth Mitrovicës, prej kohësh qendra e minierave të Kosovës. Kalaja e Zveçanit, ura mesjetare prej guri e Vushtrrisë, Liqeni i Gazivodës, viset malore të Shalës së Bajgorës dhe Kompleksi Memorial “Adem Jashari” në Prekaz tregojnë historinë e gjatë dhe shumështresore të rajonit.",
    },
    eastern: {
      imageAlt:
        "Mure mesjetare të rrënuara mbi një kodër të gjelbër në lindje të Kosovës, në dritën e artë të pranverës",
      name: "Kosova Lindore",
      description:
        "Kodrat e buta dhe tokat bujqësore të Luginës së Anamoravës rreth Gjilanit, pranë kufijve me Serbinë dhe Maqedoninë e Veriut. Kënaqësitë e saj janë të qeta: rrënojat e qytetit mesjetar të argjendit në Novobërdë, muzetë e rinj të Gjilanit, ujërat termale në Kllokot dhe rrugë fshati larg turmave.",
    },
  },
};

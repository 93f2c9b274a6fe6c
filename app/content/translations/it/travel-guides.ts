/* it texts of app/content/travel-guides.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  travelGuides: {
    "1": {
      imageAlt:
        "Un passaporto e una carta d'imbarco su un tavolo, con le montagne oltre la finestra sullo sfondo",
      title: "Informazioni sul visto",
      content:
        "I cittadini di molti Paesi, tra cui quelli dell'UE e dell'area Schengen, il Regno Unito, gli Stati Uniti, il Canada e l'Australia, possono visitare il Kosovo senza visto per un massimo di 90 giorni. Il passaporto deve essere valido per tutta la durata del soggiorno; alcuni governi consigliano un margine più ampio, quindi controlla gli avvisi di viaggio del tuo paese. Se non sei sicuro che la tua nazionalità sia esente, verifica presso il ministero degli Affari esteri del Kosovo prima di prenotare.",
    },
    "2": {
      imageAlt:
        "Un aereo in fase di atterraggio sopra l'ampia pianura fuori Pristina nel tardo pomeriggio",
      title: "Come arrivare",
      content:
        "La maggior parte dei visitatori arriva in aereo all'aeroporto internazionale di Pristina «Adem Jashari», a circa 15 km dal centro. Un taxi per la città costa circa 15–20 €, l'autobus dell'aeroporto circa 3 €. Gli autobus collegano le città del Kosovo tra loro e con i Paesi vicini, e un biglietto interurbano costa di solito 2–10 €.",
    },
    "3": {
      imageAlt:
        "Una casa-torre in pietra con balconi in legno, oggi guesthouse, in una valle verde",
      title: "Dove dormire",
      content:
        "In Kosovo un hotel costa all'incirca 40–150 € a notte, una guesthouse a gestione familiare 15–60 € e un letto in ostello 10–25 €. Pristina, Prizren e Peja offrono la scelta più ampia, mentre nella valle di Rugova e nelle altre zone di montagna dormirai soprattutto in guesthouse con cucina casalinga. Prenota in anticipo per agosto, quando i festival e le visite estive della diaspora riempiono le camere.",
    },
    "4": {
      imageAlt:
        "Un bosco dai colori autunnali e un prato ai piedi di vette montuose sotto un cielo limpido",
      title: "Quando andare",
      content:
        "La primavera (da aprile a giugno) e l'autunno (da settembre a novembre) portano giornate miti, ideali per passeggiare in città e fare escursioni, mentre l'estate (da giugno ad agosto) è calda, vivace e piena di festival. L'inverno (da dicembre a marzo) è freddo e nevoso in montagna, perfetto per chi scia a Brezovica. Se cerchi il caldo, organizza il viaggio tra maggio e ottobre.",
    },
    "5": {
      imageAlt:
        "Bicchieri di tè sul tavolino di un caffè in una strada del vecchio bazar, fiancheggiata da botteghe in legno",
      title: "Lingua e cultura",
      content:
        "L'albanese e il serbo sono le lingue ufficiali del Kosovo, e l'inglese è molto diffuso tra i giovani, soprattutto a Pristina. Qualche parola di albanese, come faleminderit (grazie) e mirëdita (buongiorno), ti aprirà molte porte. Qui l'ospitalità conta: accetta il caffè o il tè che ti offrono e vestiti in modo sobrio quando visiti moschee e monasteri.",
    },
    "6": {
      imageAlt:
        "Una strada tortuosa tra colline verdi verso una città con una fortezza in lontananza",
      title: "Itinerari consigliati",
      content:
        "Un weekend tra Pristina e Prizren costa circa 60 € a persona con un budget ridotto o 130 € in fascia media, e una settimana che aggiunge Peja, la gola di Rugova e Gjakova circa 225 € o 475 €: stime dai prezzi tipici di notti, pasti e autobus interurbani, voli esclusi, non offerte. Giorno per giorno, chi viaggia con un budget ridotto spende circa 25 € e chi sceglie una fascia media circa 60 €, più circa 5 € per ogni viaggio in autobus interurbano. Consulta i nostri programmi per suggerimenti giorno per giorno.",
    },
  },
};

export default {
  metaTitle: "Scheda di emergenza · Explore Kosovo",
  metaDescription:
    "I numeri da chiamare in caso di emergenza in Kosovo, le parole per aiuto e ospedale in albanese e serbo e i tuoi dati, in una scheda che funziona offline.",
  title: "Scheda di emergenza",
  intro:
    "Memorizzata su questo dispositivo: si apre senza connessione. Stampala o tieni aperta questa pagina sul telefono.",
  numbersTitle: "Numeri da chiamare",
  phrasesTitle: "Parole per un'emergenza",
  phrases: {
    meaning: "Significato",
    albanian: "Albanese",
    serbian: "Serbo",
    help: "Aiuto!",
    hospital: "ospedale",
    whereHospital: "Dov'è l'ospedale?",
  },
  embassyTitle: "La tua ambasciata",
  embassyText:
    "La maggior parte delle ambasciate si trova a Pristina. Le informazioni di viaggio del tuo ministero degli esteri per il Kosovo indicano indirizzo e numero di emergenza della tua ambasciata: annotalo qui sotto prima di partire.",
  detailsTitle: "I tuoi dati",
  detailsText:
    "Dove alloggi e il numero della tua ambasciata, da leggere tu o chi ti aiuta. Restano in questo browser e non ci vengono mai inviati.",
  address: "Indirizzo dove alloggi",
  embassy: "Numero di emergenza dell'ambasciata",
  save: "Salva su questo dispositivo",
  saved: "Salvato su questo dispositivo.",
};

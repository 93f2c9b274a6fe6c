export default {
  metaTitle: "Disponibile offline · Explore Kosovo",
  metaDescription:
    "Le pagine di Explore Kosovo memorizzate su questo dispositivo, da leggere senza connessione.",
  title: "Disponibile offline",
  intro:
    "Le pagine che hai aperto e le pagine pratiche (numeri di emergenza, denaro, trasporti, visti e ingresso, salute e sicurezza) sono memorizzate su questo dispositivo e si aprono senza connessione.",
  notStoredTitle: "Questa pagina non è disponibile offline",
  notStoredText:
    "{page} non è memorizzata su questo dispositivo e al momento non c'è connessione. Queste pagine sono disponibili:",
  tryAgain: "Riprova",
  listTitle: "Memorizzate su questo dispositivo",
  otherLanguages: "In altre lingue",
  savedOn: "salvata il {date}",
  loading: "Ricerca delle pagine memorizzate…",
  empty:
    "Non c'è ancora nulla di memorizzato. Le pagine che apri mentre sei online vengono conservate qui.",
  unsupported: "Questo browser non memorizza pagine da leggere offline.",
};

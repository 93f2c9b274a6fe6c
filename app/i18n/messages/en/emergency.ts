export default {
  metaTitle: "Emergency card · Explore Kosovo",
  metaDescription:
    "The numbers to call in an emergency in Kosovo, words for help and hospital in Albanian and Serbian, and your own details, on one card that works offline.",
  title: "Emergency card",
  intro:
    "Kept on this device: it opens without a connection. Print it, or keep this page open on your phone.",
  numbersTitle: "Numbers to call",
  phrasesTitle: "Words for an emergency",
  phrases: {
    meaning: "Meaning",
    albanian: "Albanian",
    serbian: "Serbian",
    help: "Help!",
    hospital: "hospital",
    whereHospital: "Where is the hospital?",
  },
  embassyTitle: "Your embassy",
  embassyText:
    "Most embassies are in Pristina. Your own foreign ministry's travel advice for Kosovo gives your embassy's address and emergency number: note it below before you travel.",
  detailsTitle: "Your details",
  detailsText:
    "Where you are staying and your embassy's number, for you or a helper to read out. They stay in this browser and are never sent to us.",
  address: "Address where you are staying",
  embassy: "Embassy emergency number",
  save: "Save on this device",
  saved: "Saved on this device.",
};

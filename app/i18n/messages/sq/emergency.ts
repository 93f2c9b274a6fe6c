export default {
  metaTitle: "Karta e emergjencës · Explore Kosovo",
  metaDescription:
    "Numrat për t'u thirrur në emergjencë në Kosovë, fjalët për ndihmë dhe spital në shqip dhe serbisht dhe të dhënat tuaja, në një kartë që punon pa lidhje.",
  title: "Karta e emergjencës",
  intro:
    "E ruajtur në këtë pajisje: hapet pa lidhje me internetin. Shtypeni ose mbajeni këtë faqe të hapur në telefon.",
  numbersTitle: "Numrat për t'u thirrur",
  phrasesTitle: "Fjalë për një emergjencë",
  phrases: {
    meaning: "Kuptimi",
    albanian: "Shqip",
    serbian: "Serbisht",
    help: "Ndihmë!",
    hospital: "spitali",
    whereHospital: "Ku është spitali?",
  },
  embassyTitle: "Ambasada juaj",
  embassyText:
    "Shumica e ambasadave janë në Prishtinë. Këshillat e udhëtimit të ministrisë suaj të jashtme për Kosovën japin adresën dhe numrin e emergjencës së ambasadës suaj: shënojeni më poshtë para se të udhëtoni.",
  detailsTitle: "Të dhënat tuaja",
  detailsText:
    "Ku qëndroni dhe numri i ambasadës suaj, që t'i lexoni ju ose dikush që ju ndihmon. Mbeten në këtë shfletues dhe nuk na dërgohen kurrë.",
  address: "Adresa ku qëndroni",
  embassy: "Numri i emergjencës i ambasadës",
  save: "Ruaje në këtë pajisje",
  saved: "U ruajt në këtë pajisje.",
};

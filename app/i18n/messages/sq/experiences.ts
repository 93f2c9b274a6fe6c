/** Vargjet e faqeve të përvojave në shqip. */
export default {
  list: {
    title: "Përvoja të paharrueshme",
    intro:
      "Shëtisni në qytetin e vjetër të Prizrenit, lidhuni në via ferratën e Grykës së Rugovës, shijoni verë në Rahovec ose mësoni të gatuani flija: gjëra që do t’i mbani mend.",
    metaTitle: "Përvojat · Explore Kosovo",
    metaDescription:
      "Çfarë të bëni në Kosovë: shëtitje në qytetet e vjetra, via ferrata në Grykën e Rugovës, degustim vere në Rahovec, manastire, shpella, ski dhe gatim shtëpiak.",
    learnMore: "Mësoni më shumë",
    loading: "Po ngarkohen përvojat…",
  },
  detail: {
    untranslated: "Kjo faqe ende nuk është përkthyer. Disa tekste shfaqen në anglisht.",
    metaTitle: "{name} · Përvojat · Explore Kosovo",
    back: "Kthehuni te të gjitha përvojat",
    what: "Çfarë do të bëni",
    facts: "Me një shikim",
    where: "Ku",
    duration: "Kohëzgjatja",
    season: "Kur të shkoni",
    category: "Lloji",
    whatToBring: "Çfarë të merrni me vete",
    destination: "Lexoni udhërrëfyesin tonë: {name}",
    location: "Ku ndodhet?",
    share: "Ndajeni këtë përvojë",
    related: "Përvoja të ngjashme",
    ratingLabel: "Vlerësimet e vizitorëve",
  },
  notFound: {
    title: "Përvoja nuk u gjet",
    text: "Përvoja që kërkoni nuk u gjet.",
    back: "Kthehuni te të gjitha përvojat",
    metaTitle: "Përvoja nuk u gjet · Explore Kosovo",
  },
  categories: {
    Culture: "Kulturë",
    Adventure: "Aventurë",
    Food: "Gastronomi",
    Nature: "Natyrë",
  },
};

export default {
  mail: {
    title: "la tua recensione di {name}",
  },
};

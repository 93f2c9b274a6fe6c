export default {
  mail: {
    title: "Ihre Bewertung von {name}",
  },
};

export default {
  mail: {
    title: "your review of {name}",
  },
};

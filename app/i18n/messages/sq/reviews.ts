export default {
  mail: {
    title: "vlerësimin tuaj për {name}",
  },
};

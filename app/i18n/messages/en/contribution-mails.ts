export default {
  footer: "This e-mail went to {email} because this address was given in a form on Explore Kosovo.",
  confirm: {
    subject: "Please confirm {title}",
    heading: "Please confirm it is yours",
    intro:
      "Thank you for {title}. Please confirm it is yours: then a moderator reads it, and it appears on the site once approved.",
    button: "Confirm",
    expires: "The link works once, for 7 days. Unconfirmed submissions are deleted after 7 days.",
    fallback: "If the button does not work, copy this address into your browser: {url}",
    manage: "To change or delete it later, use this private link (keep it to yourself): {url}",
    ignore: "If you did not write this, ignore this e-mail: nothing is published without the link.",
  },
  published: {
    subject: "Published: {title}",
    heading: "It's on the site",
    intro: "A moderator approved {title}. Thank you for helping other travellers.",
    button: "See it on the page",
  },
  rejected: {
    subject: "Not published: {title}",
    heading: "We didn't publish it",
    intro: "A moderator read {title} and decided not to publish it.",
    reason: "The moderator's reason: {reason}",
    noReason: "none given",
    after:
      "You are welcome to write again, following the rules on our page about how reviews work.",
  },
};

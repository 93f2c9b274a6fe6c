export default {
  confirm: {
    askTitle: "Confirm your submission",
    askText:
      "Press the button to confirm that you sent it. A moderator then reads it before it appears on the site.",
    button: "Confirm my submission",
    metaTitle: "Confirm your submission",
    confirmedTitle: "Thank you, that's confirmed",
    confirmedText:
      "A moderator reads every submission before it appears on the site, usually within a few days. We'll e-mail you when it is published, or why not.",
    howItWorks: "How reviews work here",
    invalidTitle: "This link doesn't work",
    invalidText:
      "It was used already, has expired (links work for 7 days) or is incomplete. Unconfirmed submissions are deleted after 7 days; you are welcome to write it again.",
    home: "Back to the home page",
  },
  form: {
    honeypot: "Leave this field empty",
    checking: "Running a quick spam check in your browser…",
    checked: "Spam check done.",
    checkFailed:
      "The spam check in your browser did not finish. You can still send the form; it then counts against a stricter limit.",
    noScript:
      "Without JavaScript the spam check cannot run in your browser; your submission then counts against a stricter limit per connection.",
    proofFailed: "The spam check did not pass. Please send the form again.",
    rateLimited:
      "Too many submissions from your connection or address. Please try again in {minutes} minutes.",
  },
};

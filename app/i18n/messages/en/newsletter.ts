export default {
  form: {
    label: "Email address",
    placeholder: "Enter your email",
    subscribe: "Subscribe",
    processing: "Processing...",
    // Same words as INVALID_EMAIL_MESSAGE in app/lib/newsletter.ts (a test keeps them equal);
    // importing it here would ship the validator to every page.
    invalidEmail: "Please enter a valid email address",
    doubleOptIn:
      "We'll e-mail you a link to confirm. Every newsletter has a one-click unsubscribe link.",
    rateLimited:
      "That's a lot of sign-ups from your connection. Please wait a minute and try again.",
    successTitle: "Success!",
    successDescription:
      "If this address isn't subscribed yet, a link to confirm is on its way. Your subscription starts when you open it.",
    successNoScript:
      "Success! If this address isn't subscribed yet, a link to confirm is on its way. Your subscription starts when you open it.",
    failureTitle: "We couldn't subscribe you",
    failureDescription:
      "Something went wrong on the way to our server. Please check your connection and try again.",
    queued:
      "You're offline. Your address is kept on this device, and we'll send your sign-up as soon as you're back online.",
    notStored:
      "We couldn't save your sign-up, so no e-mail was sent. Please try again in a few minutes.",
  },
  api: {
    tooLarge: "The request body is too large. Send at most 10 KB.",
    unsupportedType:
      'Send JSON with Content-Type: application/json, for example {"email": "you@example.com"}.',
    notJson: 'The request body is not valid JSON. Send {"email": "you@example.com"}.',
    notObject: 'Send a JSON object, for example {"email": "you@example.com"}.',
    rateLimited: "Too many sign-ups from your connection. Try again in {seconds} seconds.",
    methodNotAllowed: "Method not allowed. Use POST.",
    accepted:
      "Thank you! If this address is not subscribed yet and we have not written to it in the last hour, a link to confirm the subscription is on its way.",
    notStored:
      "We could not save the sign-up, so no e-mail was sent. Please try again in a few minutes.",
  },
  confirm: {
    askTitle: "Confirm your subscription?",
    askText: "Press the button and we'll send the Explore Kosovo newsletter to {email}.",
    button: "Confirm my subscription",
    metaTitle: "Confirm your subscription · Explore Kosovo",
    metaDescription: "Confirm your subscription to the Explore Kosovo newsletter.",
    confirmedTitle: "Subscription confirmed",
    confirmedText:
      "Thank you! You'll receive the Explore Kosovo newsletter at {email}: new places, festival dates and practical tips for your trip.",
    unsubscribedTitle: "This subscription has ended",
    unsubscribedText:
      "You unsubscribed from the newsletter, so this confirmation link no longer applies. If you want the newsletter again, sign up on our home page.",
    invalidTitle: "This confirmation link doesn't work",
    invalidText:
      "The link may be incomplete, already used or replaced by a newer one. Copy the whole link from the latest e-mail, or sign up again on our home page.",
    expiredTitle: "This confirmation link has expired",
    expiredText: "Confirmation links work for 7 days. We can send a fresh one to {email}.",
    resendButton: "Send me a new link",
    resentTitle: "A new link is on its way",
    resentText: "Check the inbox of {email} and open the new link within 7 days.",
    resendLimitedTitle: "We wrote to you recently",
    resendLimitedText:
      "We sent a link to {email} less than an hour ago. Please use that one, or try again later.",
  },
  unsubscribe: {
    metaTitle: "Unsubscribe · Explore Kosovo",
    metaDescription: "Unsubscribe from the Explore Kosovo newsletter.",
    askTitle: "Unsubscribe from the newsletter?",
    askText: "We'll stop sending the Explore Kosovo newsletter to {email}.",
    button: "Unsubscribe",
    doneTitle: "You're unsubscribed",
    doneText:
      "We won't send the newsletter to {email} any more. Changed your mind? You can sign up again on our home page.",
    howTitle: "How to unsubscribe",
    howText:
      "Every newsletter e-mail ends with a personal unsubscribe link. Open it and you'll be asked to confirm; one click and no more e-mails.",
    invalidTitle: "This unsubscribe link doesn't work",
    invalidText:
      "The link may be incomplete. Copy the whole link from the newsletter e-mail and try again.",
  },
  mail: {
    unsubscribe: "Unsubscribe",
    footer:
      "You receive this e-mail because {email} was entered in the newsletter form of Explore Kosovo.",
    confirm: {
      subject: "Confirm your Explore Kosovo newsletter subscription",
      preview: "Confirm to start receiving the Explore Kosovo newsletter.",
      heading: "Please confirm your subscription",
      intro:
        "Someone, hopefully you, asked to receive the Explore Kosovo newsletter at {email}. To confirm, open this link:",
      button: "Confirm my subscription",
      expires: "The link works once and expires in 7 days.",
      fallback: "If the button does not work, copy this address into your browser: {url}",
      ignore:
        "If it wasn't you, ignore this e-mail: without a confirmation we will not write to this address again.",
    },
    welcome: {
      subject: "Welcome to the Explore Kosovo newsletter",
      preview: "Your subscription is confirmed.",
      heading: "Welcome!",
      intro:
        "Your subscription is confirmed. We will write when there is something worth knowing: new places, festival dates and practical tips for your trip.",
      button: "Start exploring",
    },
    issue: {
      footer:
        "You receive this newsletter because you subscribed to it at Explore Kosovo with {email}.",
    },
  },
  draft: {
    title: "What's on in Kosovo: {month}",
    intro:
      "Festivals and events with confirmed dates in {month}. Dates can still change, so check the event page before you travel.",
    more: "More about this event",
    none: "No event has confirmed dates for {month} yet. Have a look at our events page for what is planned.",
  },
  home: "Back to the home page",
};

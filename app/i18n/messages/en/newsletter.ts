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
    successDescription: "You've been subscribed to our newsletter.",
    successNoScript:
      "Success! You've been subscribed to our newsletter. Check your inbox for the confirmation link.",
    failureTitle: "We couldn't subscribe you",
    failureDescription:
      "Something went wrong on the way to our server. Please check your connection and try again.",
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
      "Thank you! If this address is not on our list yet, we have sent it a link to confirm the subscription.",
  },
  email: {
    subject: "Confirm your Explore Kosovo newsletter subscription",
    body: "Hello,\n\nsomeone, hopefully you, asked to receive the Explore Kosovo newsletter at this address. To confirm, open this link:\n\n{confirmUrl}\n\nIf it wasn't you, ignore this e-mail and you will hear nothing more from us.\n\nTo unsubscribe at any time:\n{unsubscribeUrl}\n\nExplore Kosovo",
  },
  confirm: {
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
      "The link may be incomplete or out of date. Copy the whole link from the e-mail, or sign up again on our home page.",
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
  home: "Back to the home page",
};

/** The hidden field people never see and bots fill in (the form and its guard share the name). */
export const HONEYPOT_FIELD = "website";

// The mails a visitor receives: the acknowledgement of a contact or quote request, the site survey's mail and the
// newsletter's confirmation. Sent in the language of the page the visitor wrote from (docs/decisions/117), so each
// text is one whole sentence with {tokens} for what is filled in at sending (mails.ar.ts holds the Arabic).
// Nothing the visitor typed is ever filled in: the forms accept any address, so an echo would let anyone send their
// words to a stranger through our mail server.

export const mailStrings = {
  greeting: "Hello,",
  /** A time in Riyadh: "{time}" is the date and time in the mail's language. */
  riyadhTime: "{time} (Riyadh)",
  acknowledgement: {
    contact: {
      subject: "We received your message ({reference})",
      received: "Thank you for contacting {company}. We received your message on {date}.",
    },
    quote: {
      subject: "We received your quote request ({reference})",
      received: "Thank you for contacting {company}. We received your quote request on {date}.",
    },
    reference: "Your reference is {reference}. Our team will reply within {hours} hours.",
    ignore: "If you did not send this request, you can ignore this mail.",
  },
  survey: {
    subject: "Your site survey is booked ({reference})",
    movedSubject: "Your site survey is moved ({reference})",
    cancelledSubject: "Your site survey is cancelled ({reference})",
    booked: "Thank you for booking a free site survey with {company}. An engineer will visit on {when}.",
    cancelled: "Your site survey with {company} on {when} is cancelled.",
    /** "{day}" in words, "{window}" as 08:00–10:00. */
    when: "{day}, {window} (Riyadh time)",
    reference: "Your reference is {reference}.",
    manage: "To move or cancel the visit, open this link (it works once; every change sends you a new one):",
    whatsapp: "Questions before the visit? Message our team on WhatsApp:",
    calendar: "The attached invitation adds the visit to your calendar.",
    ignore: "If you did not book this survey, you can ignore this mail.",
    eventTitle: "Site survey by {company}",
    eventDescription: "Free security site survey. Reference {reference}.",
  },
  newsletter: {
    confirmSubject: "Please confirm your subscription to {company} news",
    confirm: "Please confirm that you want to receive security news and offers from {company}, at most once a month.",
    validity: "The link works once and for {days} days. If you did not ask for this, ignore this mail: you will not be subscribed.",
    confirmLink: "Confirm my subscription",
    orOpen: "Or open this address:",
    why: "You receive this because {email} was entered in the newsletter form of {company}.",
    unsubscribe: "Unsubscribe",
  },
} as const;

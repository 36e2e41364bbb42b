// Copy of the newsletter confirmation and unsubscribe pages (server-rendered, noindex).
export const newsletterPages = {
  homeLink: "Return to Home",
  subscribeHint: "You can subscribe again at any time with the newsletter box at the bottom of every page.",
  confirm: {
    prompt: {
      title: "Confirm your subscription",
      text: "Press the button to confirm that you want our security news and offers at this address.",
      button: "Confirm my subscription",
    },
    confirmed: {
      title: "Subscription confirmed",
      text: "Thank you. You will receive our security news and offers, at most once a month. Every mail has a link to unsubscribe with one click.",
    },
    used: {
      title: "This link has already been used",
      text: "Each confirmation link works only once. If you already confirmed your subscription, there is nothing more to do.",
    },
    expired: {
      title: "This link has expired",
      text: "Confirmation links are valid for 7 days. Nothing was subscribed.",
    },
    invalid: {
      title: "This link is not valid",
      text: "The confirmation link is incomplete or unknown. Check that you opened the whole link from the mail. Nothing was subscribed.",
    },
  },
  unsubscribe: {
    prompt: {
      title: "Unsubscribe from our newsletter",
      text: "Press the button to stop our newsletter mails to this address.",
      button: "Unsubscribe",
    },
    unsubscribed: {
      title: "You are unsubscribed",
      text: "You will receive no more newsletter mails from us. Nothing else is needed.",
    },
    invalid: {
      title: "This unsubscribe link is not valid",
      text: "The link is incomplete or no longer matches a subscription. Check that you opened the whole link from the mail, or write to us and we will remove your address.",
    },
  },
} as const;

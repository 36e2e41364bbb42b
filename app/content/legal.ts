// The privacy notice (Saudi Arabia's Personal Data Protection Law, PDPL; Art. 12: purpose, data, how it is collected,
// processed, stored and destroyed, the rights and how to use them) and the website terms.
// {company}, {email} and {phone} are filled from the site configuration when shown (fillSiteFacts); the registration
// numbers appear in the footer once configured, never as placeholders.

export interface LegalSection {
  id: string;
  title: string;
  paragraphs?: string[];
  items?: string[];
}

export interface LegalDocument {
  path: string;
  updated: string;
  sections: LegalSection[];
}

export const leadRetentionDays = 730;

export const privacyNotice: LegalDocument = {
  path: "/legal/privacy",
  updated: "24 November 2026",
  sections: [
    {
      id: "who",
      title: "Who we are",
      paragraphs: [
        "{company}, Riyadh, Saudi Arabia, is the controller of the personal data you give us on this website. For anything about your data, write to {email} or call {phone}.",
      ],
    },
    {
      id: "what",
      title: "What we collect",
      items: [
        "What you type into our forms: your name, email address, phone number, company, the service or topic you ask about, your message, and for quotes the building type and equipment you chose.",
        "The page you sent the form from, the time, and the wording and version of the consent you gave.",
        "A one-way, salted fingerprint of your internet address, used only to stop spam and abuse. We do not store the address itself.",
        "For the newsletter: your email address and whether you confirmed or unsubscribed.",
        "Whether you ticked the optional box to receive news and offers.",
      ],
    },
    {
      id: "how-collected",
      title: "How we collect it",
      paragraphs: [
        "Only from you, through the forms on this website (contact, quote request, configurator and newsletter), when you send them. Each form shows a short notice beside its consent box. We buy no lists and collect nothing from other sources.",
      ],
    },
    {
      id: "why",
      title: "Why we use it",
      items: [
        "To answer your request: contact you, prepare your quote, arrange a site survey or support.",
        "To send you news and offers, only if you ticked the optional box on a form or confirmed a newsletter subscription by the link we email you (PDPL Art. 25). Every such message tells you how to stop them.",
        "To protect the website against spam and abuse.",
      ],
      paragraphs: [
        "We use your data on the basis of the consent you give when you send a form, and we do not sell it or use it for any other purpose. If you do not give your name and a way to reach you, we cannot answer your request; every other field is optional.",
      ],
    },
    {
      id: "sharing",
      title: "Who sees it",
      paragraphs: [
        "Our sales and support staff, and the email and customer-management services we use to handle your request, bound to keep it confidential. We share nothing with anyone else unless a Saudi authority lawfully requires it. If your data is ever processed outside the Kingdom, it is only as the PDPL and its regulations allow.",
      ],
    },
    {
      id: "processing",
      title: "How we process and store it",
      paragraphs: [
        "Your request is stored in our lead database and sent to our sales team by email and to our customer-management system. Only the staff who handle requests can read it, over encrypted connections.",
      ],
    },
    {
      id: "retention",
      title: "How long we keep it",
      paragraphs: [
        `We destroy form submissions ${leadRetentionDays} days (two years) after we receive them, sooner if you ask: they are deleted from our database, and exports are deleted once used. Newsletter subscriptions last until you unsubscribe; an unconfirmed subscription is never used.`,
      ],
    },
    {
      id: "rights",
      title: "Your rights",
      items: [
        "To be told how we collect and use your data (this notice).",
        "To see the data we hold about you and receive a copy of it.",
        "To have it corrected or completed.",
        "To have it destroyed when we no longer need it, or when you ask.",
        "To withdraw your consent at any time.",
        "To complain to the Saudi Data & AI Authority (SDAIA) if you believe we mishandled it.",
      ],
      paragraphs: [
        "To use any of these rights, write to {email} from the address you used, or call {phone}. We answer within 30 days (at most 30 more if we must, and then we tell you why).",
      ],
    },
    {
      id: "withdraw",
      title: "Withdrawing consent",
      paragraphs: [
        "Every newsletter email has a one-click unsubscribe link. To stop news and offers you agreed to on a form, or to withdraw consent for a contact or quote request, write to {email}: we stop using and delete your data, except what the law requires us to keep.",
      ],
    },
    {
      id: "cookies",
      title: "Cookies",
      paragraphs: ["This website sets no cookies and uses no third-party tracking or advertising."],
    },
    {
      id: "security",
      title: "How we protect it",
      paragraphs: [
        "Encrypted connections, access limited to the staff who need it, and the same security engineering we install for our clients.",
      ],
    },
  ],
};

export const termsOfService: LegalDocument = {
  path: "/legal/terms",
  updated: "21 November 2026",
  sections: [
    {
      id: "use",
      title: "Using this website",
      paragraphs: [
        "This website presents the services of {company}. You may use it to learn about our services and to contact us. Please do not misuse it, for example by sending automated or misleading submissions.",
      ],
    },
    {
      id: "estimates",
      title: "Estimates and quotes",
      paragraphs: [
        "Prices and totals shown on this website, including the security configurator, are estimates in Saudi riyals (SAR) or US dollars as marked. An official quote follows a consultation or site survey and is binding only when we confirm it in writing.",
      ],
    },
    {
      id: "content",
      title: "Content",
      paragraphs: [
        "Texts, figures and images on this website are for information. We keep them accurate and up to date, but they may change without notice.",
      ],
    },
    {
      id: "privacy",
      title: "Your data",
      paragraphs: ["How we handle the personal data you send us is described in our privacy policy."],
    },
    {
      id: "law",
      title: "Applicable law",
      paragraphs: ["These terms are governed by the laws of the Kingdom of Saudi Arabia. Questions: {email} or {phone}."],
    },
  ],
};

export const legalDocuments = [privacyNotice, termsOfService];

/** {date}: the document's `updated`. */
export const legalLabels = { updated: "Last updated {date}" };

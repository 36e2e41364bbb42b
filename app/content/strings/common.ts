// Interface strings of the shared shell (Arabic beside it in common.ar.ts). Page content lives in app/content/.
export const common = {
  skipToContent: "Skip to content",
  /** Read after the logo's visible words, so its name starts with what is seen ("K2 Security, home page"). */
  homeLinkSuffix: ", home page",
  mainNavigation: "Main navigation",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  navigationMenu: "Navigation Menu",
  breadcrumb: "Breadcrumb",
  /** Each named in the language it leads to, so neither is translated. */
  languageSwitch: { arabic: "العربية", english: "English" },
  loadingTitle: "Loading",
  loadingText: "Securing your digital experience...",
  closingCta: {
    title: "Ready to Secure Your Future?",
    text: "Tell us about your site and our engineers will design the right protection for it.",
    primary: { label: "Get Free Quote", to: "/contact/get-quote" },
    secondary: { label: "Call Now", to: "/contact/contact-us" },
  },
  notFound: {
    code: "404",
    title: "Oops! Page not found",
    homeLink: "Return to Home",
    /** What a lost visitor most often came for (docs/decisions/091). */
    popularTitle: "Popular services",
    popularServices: ["smart-surveillance", "access-control", "intruder-alarms", "video-intercom"],
    helpTitle: "Or ask us directly",
    contactLink: "Contact us",
    whatsappLink: "Message us on WhatsApp",
    whatsappText: "Hello, I could not find a page on your site and would like some help.",
  },
  unexpectedError: {
    title: "Unexpected Application Error!",
    text: "Something went wrong on our side. Please try again, or call us.",
    /** Followed by the request id, for the visitor to quote when calling. */
    reference: "Reference:",
  },
  footer: {
    tagline: "Security and technology systems for businesses and homes across Saudi Arabia and the Middle East.",
    offices: "Our Offices",
    newsletterTitle: "Stay informed",
    newsletterText: "Security news and offers, at most once a month.",
    newsletterLabel: "Email address",
    newsletterButton: "Subscribe",
    /** {company}, {year}: filled by fillSiteFacts. */
    copyright: "© {year} {company}. All rights reserved.",
    navLabel: "Footer",
    /** Beside the copyright once configured: the registered name and the registration numbers (app/content/site.ts). */
    registration: "Registration",
  },
} as const;

// The chat widget's canned conversation (SPEC §2 'Contact form and chat', §9 delays). The reply choice is
// in app/chat/chat.ts; interface labels are in app/content/strings/chat.ts.

export const chatQuickActionIds = ["security-assessment", "product-catalog", "installation-services", "emergency-support"] as const;
export type ChatQuickActionId = (typeof chatQuickActionIds)[number];

export interface ChatLink {
  label: string;
  to: string;
}

export interface CannedReply {
  /** `{emergencyPhone}` and `{phone}` are filled in from the site configuration. */
  content: string;
  link?: ChatLink;
}

export interface ChatQuickAction {
  id: ChatQuickActionId;
  /** What the visitor "says" when choosing it. */
  label: string;
  reply: CannedReply;
}

export const chatAssistantName = "Support Assistant";

export const chatGreeting = "Hello! I'm your security support assistant. How can I help you protect your home or business today?";

export const chatQuickActions: readonly ChatQuickAction[] = [
  {
    id: "security-assessment",
    label: "Security Assessment",
    reply: {
      content:
        "Our engineers offer a free security assessment: they review your site, identify the risks and recommend the right system. Request one and our team will contact you within 24 hours.",
      link: { label: "Request a free assessment", to: "/contact/get-quote?topic=security-assessment" },
    },
  },
  {
    id: "product-catalog",
    label: "Product Catalog",
    reply: {
      content:
        "We supply and install 4K security cameras, network video recorders, biometric readers, access controllers, smart sensors and network equipment. Try the configurator on this page for an estimate in SAR.",
      link: { label: "See our security products", to: "/products" },
    },
  },
  {
    id: "installation-services",
    label: "Installation Services",
    reply: {
      content:
        "Our team handles everything from design to handover. Most installations take 2–4 weeks, and every quote includes professional installation, a 1-year installation warranty, 24/7 technical support and system training.",
      link: { label: "How an installation works", to: "/about/how-it-works" },
    },
  },
  {
    id: "emergency-support",
    label: "Emergency Support",
    reply: {
      content: "For an emergency, call our emergency line on {emergencyPhone}. Our team responds within 15 minutes.",
    },
  },
];

/** SPEC §9: free text gets a canned thank-you suggesting a consultation. */
export const chatTextReply: CannedReply = {
  content:
    "Thank you for your message! For a detailed answer, we recommend a free consultation with one of our security experts. We reply within 2 hours in business hours.",
  link: { label: "Book a free consultation", to: "/contact/get-quote?topic=consultation" },
};

/** SPEC §9 reply delays in milliseconds. */
export const chatReplyDelayMs = { quickAction: 800, text: 1000 } as const;

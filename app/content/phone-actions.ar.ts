import type { Catalogue } from "~/i18n/catalogue";

// Arabic for ./phone-actions.ts, keyed by its exact English text (docs/decisions/115).
export default {
  "Quick contact": "تواصل سريع",
  WhatsApp: "واتساب",
  "Hello, I would like to ask about a security system for my site.": "السلام عليكم، أود الاستفسار عن نظام أمني لموقعي.",
  "Continue on WhatsApp": "تابع عبر واتساب",
  Call: "اتصل",
} satisfies Catalogue;

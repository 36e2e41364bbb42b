import type { Catalogue } from "~/i18n/catalogue";

// Arabic for ./common.ts, keyed by its exact English text (docs/decisions/115).
export default {
  "Email address": "البريد الإلكتروني",
  Subscribe: "اشترك",
  "Return to Home": "العودة إلى الرئيسية",
  "Our Offices": "مكاتبنا",
} satisfies Catalogue;

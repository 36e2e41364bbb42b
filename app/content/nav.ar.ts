import type { Catalogue } from "~/i18n/catalogue";

// Arabic for ./nav.ts, keyed by its exact English text (docs/decisions/115).
export default {
  "Surveillance and alarms": "المراقبة والإنذار",
  "Access and entry": "الدخول والمداخل",
  "Communications and networks": "الاتصالات والشبكات",
  Industries: "القطاعات",
  Resources: "المصادر",
  Brochure: "الكتيّب",
  Roadmap: "خارطة الطريق",
  Specification: "المواصفات",
  "About us": "من نحن",
} satisfies Catalogue;

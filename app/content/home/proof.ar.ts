import type { Catalogue } from "~/i18n/catalogue";

// Arabic for ./proof.ts, keyed by its exact English text (docs/decisions/115).
export default {
  "Our record": "إنجازاتنا بالأرقام",
  "{projects}+": "{projects}+",
  Projects: "مشروع منجز",
  "Years of work": "سنوات من العمل",
  "{satisfaction}%": "{satisfaction}%",
  "Client satisfaction": "رضا العملاء",
  "Sectors we serve": "القطاعات التي نخدمها",
  "Technology partners": "شركاؤنا في التقنية",
  Registration: "بيانات التسجيل",
} satisfies Catalogue;

import type { Catalogue } from "~/i18n/catalogue";

// Arabic for ./warranties.ts, keyed by its exact English text (docs/decisions/115).
export default {
  "1-year installation warranty": "ضمان التركيب لمدة سنة",
  "3-year equipment warranty": "ضمان الأجهزة لمدة 3 سنوات",
  "5-year package warranty": "ضمان شامل لمدة 5 سنوات",
} satisfies Catalogue;

import type { Catalogue } from "~/i18n/catalogue";

// Arabic for ./configurator-texts.ts, keyed by its exact English text (docs/decisions/115).
export default {
  "Includes VAT ({percent})": "منها ضريبة القيمة المضافة ({percent})",
  "{name} complexity factor x{multiplier}": "معامل التعقيد لفئة {name} ×{multiplier}",
} satisfies Catalogue;

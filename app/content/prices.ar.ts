import type { Catalogue } from "~/i18n/catalogue";

// Arabic for ./prices.ts, keyed by its exact English text (docs/decisions/115).
export default {
  "(US{usd})": "({usd} دولار أمريكي)",
  "excl. {rate} VAT · {withVat} incl. VAT": "غير شامل ضريبة القيمة المضافة {rate} · {withVat} شاملاً الضريبة",
} satisfies Catalogue;

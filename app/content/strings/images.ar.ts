import type { Catalogue } from "~/i18n/catalogue";

// Arabic for ./images.ts, keyed by its exact English text (docs/decisions/115).
export default {
  "Generating...": "جارٍ الإنشاء...",
  Generate: "أنشئ",
  Regenerate: "أعد الإنشاء",
  "Failed to generate image": "تعذّر إنشاء الصورة",
} satisfies Catalogue;

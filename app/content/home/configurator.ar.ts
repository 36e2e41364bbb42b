import type { Catalogue } from "~/i18n/catalogue";

// Arabic for ./configurator.ts, keyed by its exact English text (docs/decisions/115).
export default {
  "Plan your system": "خطّطوا لنظامكم",
  "Security Configurator": "أداة تصميم النظام الأمني",
  "Choose your building type and the equipment you need to see an estimated price in SAR. Your official quote follows a free site survey.":
    "اختاروا نوع المبنى والأجهزة التي تحتاجونها لمعرفة السعر التقديري بالريال. ويصلكم عرض السعر الرسمي بعد المعاينة الميدانية المجانية.",
} satisfies Catalogue;

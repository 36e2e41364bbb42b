import type { Catalogue } from "~/i18n/catalogue";

// Arabic for ./checker-formats.ts, keyed by its exact English text (docs/decisions/115).
export default {
  "Question {step}": "السؤال {step}",
  "Draft count: {count} camera, one per position and two for a car park. The site survey sets the real number.":
    "العدد المبدئي للكاميرات: {count}، كاميرا لكل موقع وكاميرتان لمواقف السيارات. وتحدد المعاينة الميدانية العدد الفعلي.",
  "Draft count: {count} cameras, one per position and two for a car park. The site survey sets the real number.":
    "العدد المبدئي للكاميرات: {count}، كاميرا لكل موقع وكاميرتان لمواقف السيارات. وتحدد المعاينة الميدانية العدد الفعلي.",
  "Last reviewed on {date}": "آخر مراجعة في {date}",
} satisfies Catalogue;

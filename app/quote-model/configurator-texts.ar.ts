import type { Catalogue } from "~/i18n/catalogue";

// Arabic for ./configurator-texts.ts, keyed by its exact English text (docs/decisions/115).
export default {
  // A no-break space: the figure and its currency never part at the end of a line.
  "{price} per {unit}": "{price} لكل {unit}",
  "Quantity of {item}": "كمية {item}",
  "Remove one {item}": "أنقص وحدة من {item}",
  "Add one {item}": "أضف وحدة من {item}",
  "{count} item": "عدد البنود: {count}",
  "{count} items": "عدد البنود: {count}",
  "Includes a complexity factor for {building} buildings: +{percent} on the equipment.":
    "يشمل معامل التعقيد لفئة المبنى ({building}): +{percent} على سعر الأجهزة.",
  "Includes VAT ({percent})": "منها ضريبة القيمة المضافة ({percent})",
  "{building}: +{percent}": "{building}: +{percent}",
  "{building}: nothing added": "{building}: دون إضافة",
  "{name} complexity factor x{multiplier}": "معامل التعقيد لفئة {name} ×{multiplier}",
} satisfies Catalogue;

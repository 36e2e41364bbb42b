import type { Catalogue } from "~/i18n/catalogue";

// Arabic for ./slot-texts.ts, keyed by its exact English text (docs/decisions/115).
export default {
  "{day}, {window} (Riyadh time)": "{day}، {window} (بتوقيت الرياض)",
  "{day}: fully booked": "{day}: محجوز بالكامل",
} satisfies Catalogue;

import type { Catalogue } from "./catalogue";
import { registerCatalogue } from "./localize";
import surveyForm from "/content/forms/site-survey.yaml";
import surveyPages from "/content/texts/site-survey.yaml";

// Every Arabic catalogue (`*.ar.ts` beside its English module), merged and registered. Imported by the server entry,
// and by the browser only on Arabic pages when a widget starts (app/site-script/hydrate.ts).
const modules = import.meta.glob<{ default: Catalogue }>("/app/**/*.ar.ts", { eager: true });

/**
 * en → ar of each text of a record in both languages. The survey's form errors, confirmation and manage messages
 * still travel through the lead pipeline in English and are put into the page's language where shown (FieldError,
 * the thank-you page), as every form's messages are until they become messages with ids (issue 24).
 */
function pairsOf(en: unknown, ar: unknown, pairs: Record<string, string> = {}): Record<string, string> {
  if (typeof en === "string" && typeof ar === "string") pairs[en] = ar;
  else if (en && ar && typeof en === "object" && typeof ar === "object")
    for (const [key, value] of Object.entries(en)) pairsOf(value, (ar as Record<string, unknown>)[key], pairs);
  return pairs;
}
const surveyPairs = [surveyForm, surveyPages].map((record) => {
  const { en, ar } = record as { en: unknown; ar: unknown };
  return pairsOf(en, ar);
});

export const arabic: Catalogue = Object.assign({}, ...surveyPairs, ...Object.values(modules).map((module) => module.default));

registerCatalogue("ar", arabic);

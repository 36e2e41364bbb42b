import { consentTextsIn } from "~/content/consent";
import { useLocale } from "~/page-context/use-locale";
import { useSiteConfig } from "~/page-context/use-site-config";
import { ConsentFields, type ConsentFieldsProps } from "./ConsentFields";

/**
 * The consent fields (./ConsentFields.tsx) with their texts read from the consent record here: both of its languages
 * come with it into an island's code. The contact and quote forms are given the texts as props instead (decision 140).
 */
export function ConsentCheckbox(props: ConsentFieldsProps) {
  return <ConsentFields {...props} texts={consentTextsIn(useSiteConfig(), useLocale())} />;
}

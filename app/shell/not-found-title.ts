import arabic from "../../content/messages/ar.json";
import english from "../../content/messages/en.json";
import { localeOfPath } from "~/i18n/locale";

/**
 * The 404 page's <title> in the language of the path asked for (/ar/… in Arabic). Route meta runs outside the page's
 * messages provider, so it reads the catalogues; the text has no arguments to format.
 */
export function notFoundTitle(pathname: string): string {
  return { en: english, ar: arabic }[localeOfPath(pathname)]["common.notFound.title"];
}

import type { I18n } from "@lingui/core";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import arabic from "../../content/messages/ar.json";
import english from "../../content/messages/en.json";
import settingsFile from "/content/settings/company.yaml";
import { fillReplyTime, replyWithinHoursOf } from "~/i18n/reply-time";
import type { Locale } from "./locale";
import { createMessages, type CompiledMessages } from "./messages";

// The server's messages (docs/decisions/132): both catalogues compiled once, one Lingui instance per language for
// pages (app/entry.server.tsx provides the page's), mails and the lead pipeline's answers, and an island's share of
// them for its server render (app/ui/Island.tsx).

const catalogues: Record<Locale, Readonly<Record<string, string>>> = { en: english, ar: arabic };

/**
 * Prerendering and tests fail on a message that is missing (from the catalogue, or from what the build collected
 * for an island): a page is never built with an id in place of a text, nor an island that would read differently
 * once hydrated. A running server shows the id.
 */
const strict = /^(true|1|yes)$/i.test(process.env.PRERENDERING ?? "") || process.env.VITEST === "true";
const missing = strict
  ? (locale: string, id: string): string => {
      throw new Error(`The message "${id}" is missing in ${locale} (content/messages/${locale}.json, or the island's collected ids)`);
    }
  : undefined;

/** The company's reply-time promise, which messages write as {replyTime} (app/i18n/reply-time.ts). */
const replyWithinHours = replyWithinHoursOf(settingsFile);

/** `message` compiled for Lingui's runtime; a message that is not valid ICU names its file and id. */
export function compileCatalogueMessage(locale: Locale, id: string, message: string) {
  try {
    return compileMessageOrThrow(fillReplyTime(message, locale, replyWithinHours));
  } catch (error) {
    throw new Error(`content/messages/${locale}.json: ${id}: not valid ICU MessageFormat (${(error as Error).message})`);
  }
}

const compiled = new Map<Locale, CompiledMessages>();
function compiledCatalogue(locale: Locale): CompiledMessages {
  let messages = compiled.get(locale);
  if (!messages) {
    messages = Object.fromEntries(Object.entries(catalogues[locale]).map(([id, text]) => [id, compileCatalogueMessage(locale, id, text)]));
    compiled.set(locale, messages);
  }
  return messages;
}

const instances = new Map<string, I18n>();
function cachedInstance(key: string, build: () => I18n): I18n {
  let i18n = instances.get(key);
  if (!i18n) instances.set(key, (i18n = build()));
  return i18n;
}

/** Every message of `locale`: for pages, mails and the answers of the lead pipeline. */
export function i18nFor(locale: Locale): I18n {
  return cachedInstance(locale, () => createMessages(locale, compiledCatalogue(locale), missing));
}

/** An island's share of `locale`'s messages: only `ids`, what the build collected for it and the browser loads. */
export function islandI18nFor(locale: Locale, island: string, ids: readonly string[]): I18n {
  return cachedInstance(`${locale} ${island}`, () => {
    const all = compiledCatalogue(locale);
    return createMessages(locale, Object.fromEntries(ids.flatMap((id) => (all[id] ? [[id, all[id]]] : []))), missing);
  });
}

import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { I18nProvider, Trans, useLingui } from "@lingui/react";
import { createContext, createElement, useContext, type ReactElement } from "react";
import type english from "../../content/messages/en.json";
import { intlLocale, type Locale } from "./locale";

// Interface messages (docs/decisions/132): one flat ICU catalogue per language in content/messages/{en,ar}.json,
// read through Lingui without macros. A component names a message by its id, never by its English. The server
// provides the page's messages (app/i18n/messages.server.ts, given to the tree by app/entry.server.tsx); an island
// gets only its own (the island-messages plugin, scripts/vite/island-messages.ts). Shared: no Node built-ins.

/** A message's id: a key of the English catalogue, so that an unknown id is a type error. */
export type MessageId = keyof typeof english;

// Lingui's own calls (`i18n._`, `<Trans id>`) take only these ids too.
declare module "@lingui/core" {
  interface Register {
    messageIds: MessageId;
  }
}

/** The values a message's `{arguments}` take. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** Compiled messages by id, as Lingui reads them (no ICU parser in the browser). */
export type CompiledMessages = Messages;

/** What an id looks like: dotted words (feature, part, name), never a sentence. */
const ID_SHAPE = /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9]+)+$/;

/**
 * Whether a message handed on as a string (a form's error, the server's answer) is a catalogue id rather than a
 * text: ids are dotted words, texts are not.
 */
export const isMessageId = (message: string): message is MessageId => ID_SHAPE.test(message);

/**
 * A Lingui instance holding `messages` in `locale`, with numbers in `#` written as the site writes them (Western
 * digits). One per language and island: the global `i18n` of Lingui is never activated, so no two renders can mix
 * their languages.
 */
export function createMessages(locale: Locale, messages: CompiledMessages, missing?: (locale: string, id: string) => string): I18n {
  return setupI18n({ locale, locales: [intlLocale(locale)], messages: { [locale]: messages }, missing });
}

/** Gives a tree its messages: the page's (app/entry.server.tsx) or an island's (app/ui/Island.tsx, hydrate.ts). */
export const MessagesProvider = I18nProvider;

/** `t(id, values)`: a message in the language of the page or island being rendered. */
export function useT() {
  const { i18n } = useLingui();
  return (id: MessageId, values?: MessageValues): string => i18n._(id, values);
}

/**
 * A message with elements inside, such as links: for "I agree to the <0>privacy policy</0> …",
 * `components={{ 0: <a href=… /> }}`, each numbered tag taking the element given for it.
 */
export function T({ id, values, components }: { id: MessageId; values?: MessageValues; components?: Record<string, ReactElement> }) {
  return createElement(Trans, { id, values, components });
}

/**
 * On the server, the messages of an island by its name, as the browser will have them: what the build collected for
 * it (app/entry.server.tsx provides it, app/ui/Island.tsx reads it). Undefined where no build collected any (the
 * development server, unit tests): islands then render with the page's messages.
 */
export const IslandMessagesContext = createContext<((island: string) => I18n) | undefined>(undefined);

export const useIslandMessages = (island: string) => useContext(IslandMessagesContext)?.(island);

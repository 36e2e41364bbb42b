// Relative imports: vite.config.ts loads this module too, without the ~ alias.
import { pluralForm } from "./format";
import type { Locale } from "./locale";

// The one reply-time promise (docs/decisions/156): content/settings/company.yaml's replyWithinHours, written as
// {replyTime} by every record and message that states it. Messages get it filled before they are compiled (their
// ICU would take it for an argument no caller passes): app/i18n/messages.server.ts and the island-messages plugin.

/** The promise in words: "24 hours", in Arabic with the counted noun in the form its number takes. */
export function replyTimeIn(hours: number, locale: Locale): string {
  if (locale === "en") return hours === 1 ? "1 hour" : `${hours} hours`;
  const form = pluralForm(hours, locale);
  if (form === "one") return "ساعة واحدة";
  if (form === "two") return "ساعتين";
  return `${hours} ${form === "few" ? "ساعات" : "ساعة"}`;
}

/**
 * The settings file's promise, as its YAML reads (the build validates the whole file: app/content/company-settings.ts);
 * read here without that schema, which the messages' layer must not import.
 */
export function replyWithinHoursOf(settingsData: unknown): number {
  const hours = (settingsData as { en?: { replyWithinHours?: unknown } } | undefined)?.en?.replyWithinHours;
  if (typeof hours !== "number" || !Number.isInteger(hours) || hours < 1)
    throw new Error("content/settings/company.yaml: en.replyWithinHours: a whole number of hours");
  return hours;
}

/** A catalogue message with the promise in place of {replyTime}. */
export function fillReplyTime(message: string, locale: Locale, replyWithinHours: number): string {
  return message.replaceAll("{replyTime}", replyTimeIn(replyWithinHours, locale));
}

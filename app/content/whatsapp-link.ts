import { whatsappHref } from "./site";

// Apart from ./phone-actions.ts, whose schema (zod) the chat's island must not carry into the browser.

/** WhatsApp click-to-chat with the message box already filled in. */
export function whatsappTextHref(phone: string, text: string): string {
  return `${whatsappHref(phone)}?text=${encodeURIComponent(text)}`;
}

import { whatsappHref } from "./site";

// The actions a visitor on a phone reaches for: Call, WhatsApp and Get Quote (nav.ts's quoteLink) in the sticky bar
// and at the foot of the menu sheet (app/shell/PhoneActions.tsx), and the chat's "Continue on WhatsApp".
// No import of nav.ts here: the chat's island imports this file and would carry the page registry with it.

export const phoneActions = {
  label: "Quick contact",
  call: "Call",
  whatsapp: "WhatsApp",
  /** What WhatsApp opens with when the visitor has not written anything yet. */
  whatsappText: "Hello, I would like to ask about a security system for my site.",
  continueOnWhatsapp: "Continue on WhatsApp",
} as const;

/** WhatsApp click-to-chat with the message box already filled in. */
export function whatsappTextHref(phone: string, text: string): string {
  return `${whatsappHref(phone)}?text=${encodeURIComponent(text)}`;
}

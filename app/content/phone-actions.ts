import { z } from "zod";
import record from "/content/shell/phone-actions.yaml";
import { parseRecord } from "./bilingual";
import { textSchema } from "./types";

// The actions a visitor on a phone reaches for: Call and WhatsApp in the header (app/shell/HeaderContacts.tsx); Call,
// WhatsApp and Get Quote (nav.ts's quoteLink) in the sticky bar and at the foot of the menu sheet
// (app/shell/PhoneActions.tsx); the chat's "Continue on WhatsApp".

export const phoneActionsSchema = z.object({
  label: textSchema("Name of the phones' action bar (read out by screen readers)"),
  call: textSchema("Call button"),
  whatsapp: textSchema("WhatsApp button"),
  callName: textSchema("Name of the header's call button, an icon on phones (read out by screen readers)"),
  whatsappName: textSchema("Name of the header's WhatsApp button, an icon on phones (read out by screen readers)"),
  whatsappText: textSchema("What WhatsApp opens with when the visitor has not written anything yet"),
  continueOnWhatsapp: textSchema("The chat's link to WhatsApp"),
});

export type PhoneActionTexts = z.output<typeof phoneActionsSchema>;

const FILE = "content/shell/phone-actions.yaml";
export const phoneActionsCollection = { name: "phone-actions", label: "Phone actions", file: FILE, schema: phoneActionsSchema };

export const phoneActions = parseRecord(FILE, record, phoneActionsSchema);

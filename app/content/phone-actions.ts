import { z } from "zod";
import record from "/content/shell/phone-actions.yaml";
import { parseRecord } from "./bilingual";

// The actions a visitor on a phone reaches for: Call, WhatsApp and Get Quote (nav.ts's quoteLink) in the sticky bar
// and at the foot of the menu sheet (app/shell/PhoneActions.tsx), and the chat's "Continue on WhatsApp".

const label = (text: string) => z.string().min(1).meta({ label: text });

export const phoneActionsSchema = z.object({
  label: label("Name of the phones' action bar (read out by screen readers)"),
  call: label("Call button"),
  whatsapp: label("WhatsApp button"),
  whatsappText: label("What WhatsApp opens with when the visitor has not written anything yet"),
  continueOnWhatsapp: label("The chat's link to WhatsApp"),
});

export type PhoneActionTexts = z.output<typeof phoneActionsSchema>;

const FILE = "content/shell/phone-actions.yaml";
export const phoneActionsCollection = { name: "phone-actions", label: "Phone actions", file: FILE, schema: phoneActionsSchema };

export const phoneActions = parseRecord(FILE, record, phoneActionsSchema);

// Apart from ./fields.ts (zod/mini), so that the forms' islands draw the choices without loading zod.

/** How a visitor asks to be reached on the contact and quote forms. */
export const contactPreferences = ["call", "whatsapp", "email"] as const;
export type ContactPreference = (typeof contactPreferences)[number];

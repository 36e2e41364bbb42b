import { z } from "zod";
import data from "/content/home/contact.yaml";
import { parseRecord } from "../bilingual";
import { contactServiceChoices } from "../contact-services";
import { iconSchema, textSchema, sectionHeadingSchema } from "../types";

// Home section 11 and the /contact overview page (SPEC §2 'Contact form and chat', §3, §5, §9).

/** SPEC §3 contact info card. `info` names the site fact shown (from the site configuration, so deployments can set it). */
const contactInfoCardSchema = z.object({
  icon: iconSchema,
  title: textSchema(),
  info: z
    .enum(["phone", "email", "whatsapp", "hours", "address", "emergencyPhone"])
    .meta({ i18n: "duplicate", label: "Fact shown (from the settings)" }),
  description: textSchema().optional().meta({ label: "Description (the business hours when left empty)" }),
  urgent: z.boolean().optional().meta({ i18n: "duplicate", label: "Urgent (red)" }),
});
export type ContactInfoCard = z.output<typeof contactInfoCardSchema>;

const contactSectionSchema = sectionHeadingSchema.extend({
  /** SPEC §9 business hours. */
  businessHours: textSchema(),
  cards: z.array(contactInfoCardSchema).length(6),
  formTitle: textSchema(),
  formIntro: textSchema(),
  /** SPEC §9: the contact form's service choices, in order; `value` is what a lead stores. */
  serviceChoices: z
    .array(
      z.object({
        value: z.enum(contactServiceChoices).meta({ i18n: "duplicate", label: "Value (stored with the lead)" }),
        label: textSchema(),
      }),
    )
    .refine(
      (choices) => choices.map((choice) => choice.value).join() === contactServiceChoices.join(),
      "every service choice once, in order",
    )
    .meta({ label: "The contact form's service choices" }),
});
export type ServiceChoice = z.output<typeof contactSectionSchema>["serviceChoices"][number];

export const contactSectionCollection = {
  name: "home-contact",
  label: "Home: contact",
  file: "content/home/contact.yaml",
  schema: contactSectionSchema,
};

export const contactSection = parseRecord(contactSectionCollection.file, data, contactSectionSchema);

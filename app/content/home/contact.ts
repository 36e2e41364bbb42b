import type { IconName } from "../icons";

// Home section 11 and the /contact overview page (SPEC §2 'Contact form and chat', §3, §5, §9).

/** SPEC §9: the contact form's service choices, in order. */
export const contactServiceChoices = [
  "Security Assessment",
  "CCTV Installation",
  "Access Control",
  "Smart Home Security",
  "Enterprise Solutions",
  "Maintenance Support",
  "Other",
] as const;
export type ContactService = (typeof contactServiceChoices)[number];

/** SPEC §3 contact info card. `info` names the site fact shown (from the site configuration, so deployments can set it). */
export interface ContactInfoCard {
  icon: IconName;
  title: string;
  info: "phone" | "email" | "whatsapp" | "hours" | "address" | "emergencyPhone";
  description: string;
  urgent?: boolean;
}

/** SPEC §9 business hours. */
export const businessHours = "Sunday to Thursday 8AM-6PM, Saturday 9AM-3PM";

export const contactSection = {
  id: "contact",
  eyebrow: "Get in touch",
  title: "Contact Us",
  intro:
    "Tell us about your site and what you need to protect. We reply within 2 hours in business hours, and our emergency team responds within 15 minutes.",
  cards: [
    { icon: "phone", title: "Call Us", info: "phone", description: businessHours },
    { icon: "mail", title: "Email Us", info: "email", description: "Response within 2 hours in business hours" },
    { icon: "message-circle", title: "WhatsApp", info: "whatsapp", description: "Chat with our team on WhatsApp" },
    { icon: "clock", title: "Business Hours", info: "hours", description: "Response within 2 hours in business hours" },
    { icon: "map-pin", title: "Visit Us", info: "address", description: "Our Riyadh office" },
    {
      icon: "siren",
      title: "Emergency Support",
      info: "emergencyPhone",
      description: "Emergency response within 15 minutes",
      urgent: true,
    },
  ] satisfies ContactInfoCard[],
  formTitle: "Send Us a Message",
  formIntro: "Fields marked with * are required.",
} as const;

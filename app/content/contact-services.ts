// SPEC §9: the contact form's service choices, as a lead stores them (in English); their labels in each language
// are in the contact section's record (content/home/contact.yaml). Plain data: the form's schema reads it in the
// browser.
export const contactServiceChoices = [
  "Security Assessment",
  "CCTV Installation",
  "Access Control",
  "Smart Home Security",
  "Enterprise Solutions",
  "Maintenance Support",
  "Other",
] as const;

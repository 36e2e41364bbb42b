// What is left of the shell's texts, which now come from the message catalogue (docs/decisions/132): the newsletter
// form's two (app/leads/components/NewsletterForm.tsx reads them here), and two whose Arabic other modules still take
// from the merged catalogue (newsletter.ts's "Return to Home", location.ts's "Our Offices": their twins lack them).
// This module goes once those read messages or records.
export const common = {
  footer: {
    newsletterLabel: "Email address",
    newsletterButton: "Subscribe",
  },
  sharedWithOtherModules: ["Return to Home", "Our Offices"],
} as const;

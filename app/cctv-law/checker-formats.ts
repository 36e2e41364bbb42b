// The checker's texts that carry a number or a date, as `{token}` templates (filled with app/i18n/template.ts),
// so that the Arabic catalogue beside this file translates each whole sentence (docs/decisions/116).
export const checkerFormats = {
  stepOf: "Question {step}",
  draftCount: {
    one: "Draft count: {count} camera, one per position and two for a car park. The site survey sets the real number.",
    other: "Draft count: {count} cameras, one per position and two for a car park. The site survey sets the real number.",
  },
  lastReviewed: "Last reviewed on {date}",
} as const;

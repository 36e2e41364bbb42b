import type { Stat } from "../types";

// The proof band right under the home hero (issue 15): four figures, the sectors served (or partner logos once
// configured) and the registration numbers once configured. The figures' {tokens} are filled from the site
// configuration (fillSiteFacts), so every page shows the same figures.
export const proofBand = {
  title: "Our record",
  figures: [
    { value: "{clients}+", label: "Clients" },
    { value: "{projects}+", label: "Projects" },
    { value: "{years}+", label: "Years of work" },
    { value: "{satisfaction}%", label: "Client satisfaction" },
  ] satisfies Stat[],
  sectorsLabel: "Sectors we serve",
  partnersLabel: "Technology partners",
  registrationLabel: "Registration",
} as const;

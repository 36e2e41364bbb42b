// Home section 5 (SPEC §2 'Security configurator'). Prices, building types and the included-with-quote list
// are in app/content/configurator.ts; the calculation is app/configurator/quote.ts.
export const configuratorSection = {
  id: "configurator",
  eyebrow: "Plan your system",
  title: "Security Configurator",
  intro:
    "Choose your building type and the equipment you need to see an estimated price in SAR. Your official quote follows a free site survey.",
} as const;

// Interface strings of the home page's interactive pieces (Arabic beside it in home.ar.ts). Page copy is in app/content/home/.
export const homeStrings = {
  services: {
    selected: "Selected",
  },
  configurator: {
    categoriesLabel: "Equipment categories",
    buildingTypeLegend: "Building Type",
    summaryTitle: "Your Estimate",
    estimatedTotal: "Estimated Total",
    emptyConfiguration: "Add at least one item to request a quote.",
    includedTitle: "Included with your quote",
    getQuote: "Get Official Quote",
    disclaimer: "An estimate only: your official quote follows a free site survey.",
    request: {
      title: "Where should we send your official quote?",
      intro: "Your configuration goes with it. Give us an email address or a phone number, whichever suits you.",
      submit: "Send My Quote Request",
      confirmationTitle: "Quote request received",
    },
  },
  tour: {
    scenesLabel: "Tour locations",
    active: "Active",
    play: "Play tour",
    pause: "Pause tour",
    playing: "Playing",
    featuresLabel: "Features",
  },
  timeline: {
    status: { completed: "Completed", active: "Active", planned: "Planned" },
  },
  print: {
    button: "Print or save as PDF",
    note: "Use your browser's print dialog to save this page as a PDF.",
    pointsOfInterest: "Points of interest",
    capabilities: "Platform capabilities",
    equipmentTitle: "Equipment and starting prices",
    equipmentCaption: "Equipment and starting prices in SAR",
    columns: { category: "Category", item: "Item", price: "Price" },
    complexityFactors: "Building complexity factors: {factors}.",
  },
} as const;

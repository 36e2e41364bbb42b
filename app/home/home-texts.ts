// The home sections' texts that carry a number or a name, as `{token}` templates (filled with
// app/i18n/template.ts) so that the Arabic catalogue beside this file can translate each whole phrase
// (docs/decisions/116).
export const homeTexts = {
  sceneOf: "Scene {index} of {count}",
  hotspotsLabel: "Points of interest in {scene}",
  achievementsLabel: "{title} achievements",
  /** After "Learn More", for screen readers: which service the link is about. */
  learnMoreAbout: "about {service}",
} as const;

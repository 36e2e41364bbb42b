// Interface strings of generated images (English only; SPEC §1, §4, §8). Image topics live with the
// content of the pages that show them.
export const imageStrings = {
  generating: "Generating...",
  generate: "Generate",
  regenerate: "Regenerate",
  /** The button's accessible name: its visible word, then the image it is for. */
  buttonLabel: (action: string, alt: string) => `${action}: ${alt}`,
  failed: "Failed to generate image",
} as const;

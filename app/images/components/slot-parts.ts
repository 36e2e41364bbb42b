// The parts of an image slot that appear only where the server generates: the button, the 'Generating...' overlay
// and the error line. Drawn by React in islands (GeneratedImage.tsx) and by plain DOM code on content pages
// (../browser/enhance.ts) from these same classes and icons, so both look alike. No class merging here: the DOM
// code must stay small.

/** Icons (lucide's sparkles, refresh-cw and loader-circle), 24x24, stroked. */
export const SLOT_ICONS = {
  generate: [
    "M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594z",
    "M20 2v4",
    "M22 4h-4",
    "M2 20a2 2 0 1 0 4 0a2 2 0 1 0-4 0",
  ],
  regenerate: [
    "M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8",
    "M21 3v5h-5",
    "M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16",
    "M8 16H3v5",
  ],
  loading: ["M21 12a9 9 0 1 1-6.219-8.56"],
} as const;

export type SlotIconName = keyof typeof SLOT_ICONS;

export const ICON_ATTRIBUTES = {
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  "stroke-width": "2",
  "stroke-linecap": "round",
  "stroke-linejoin": "round",
  "aria-hidden": "true",
} as const;

/** Slots smaller than this on either side get an icon-only button and a stacked overlay. */
export const isCompact = (width: number, height: number) => Math.min(width, height) < 200;

export const slotClasses = {
  /** Over the artwork, which stays beneath it. */
  image: "absolute inset-0 size-full object-cover",
  overlay: (compact: boolean) =>
    `absolute inset-0 flex items-center justify-center gap-2 bg-navy-900/80 font-semibold text-white ${compact ? "flex-col text-[0.625rem]" : "text-sm"}`,
  spinner: "size-5 animate-spin motion-reduce:animate-none",
  /** Hidden until the image is hovered or the button focused; always shown where there is no hover (touch). */
  button: (compact: boolean) =>
    `absolute end-2 bottom-2 inline-flex items-center justify-center gap-1.5 rounded-card bg-white font-semibold text-navy-900 opacity-0 shadow-md transition-opacity group-hover:opacity-100 hover:bg-accent-300 focus-visible:opacity-100 aria-disabled:cursor-wait [@media(hover:none)]:opacity-100 ${compact ? "size-8" : "min-h-11 px-4 text-sm"}`,
  buttonIcon: "size-4 shrink-0",
  error: "mt-2 w-fit rounded bg-red-50 px-2 py-1 text-sm text-red-700",
};

import { clsx, type ClassValue } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

// The theme's own scale names (app/app.css), so a later class of the same group replaces an earlier one.
const merge = extendTailwindMerge({ extend: { theme: { radius: ["card"] } } });

/** Joins class names (falsy parts dropped); where two Tailwind classes set the same thing, the later one wins. */
export function cn(...classes: ClassValue[]): string {
  return merge(clsx(classes));
}

import type { ImageSlot } from "~/content/types";
import { GeneratedImage } from "./GeneratedImage";
import { cn } from "~/ui/cn";

const toneClass = {
  light: "shadow-lg shadow-navy-900/15",
  /** On a dark hero the navy artwork needs an edge to stand apart from the ground. */
  dark: "border border-white/10 shadow-2xl shadow-black/40",
} as const;

/** SPEC §2/§9: section and hero images are generated at 600x400; the hero asks for generation on load and is the LCP candidate. */
export function ContentImage({
  image,
  hero = false,
  tone = "light",
  className,
}: {
  image: ImageSlot;
  hero?: boolean;
  tone?: keyof typeof toneClass;
  className?: string;
}) {
  return (
    <GeneratedImage
      prompt={image.topic}
      alt={image.alt}
      width={600}
      height={400}
      autoGenerate={hero}
      priority={hero}
      className={cn("w-full rounded-card", toneClass[tone], className)}
    />
  );
}

import type { ImageSlot } from "~/content/types";
import { GeneratedImage } from "./GeneratedImage";
import { cn } from "~/ui/cn";

/** SPEC §2/§9: section and hero images are generated at 600x400; the hero asks for generation on load and is the LCP candidate. */
export function ContentImage({ image, hero = false, className }: { image: ImageSlot; hero?: boolean; className?: string }) {
  return (
    <GeneratedImage
      prompt={image.topic}
      alt={image.alt}
      width={600}
      height={400}
      autoGenerate={hero}
      priority={hero}
      className={cn("w-full rounded-card shadow-lg shadow-navy-900/15", className)}
    />
  );
}

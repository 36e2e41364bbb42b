import images from "virtual:gallery-images";

/** A photo of the gallery as the build made it: its size as shown and its variants, narrowest first. */
export type GalleryImage = (typeof images)[string];
export type GalleryVariant = GalleryImage["webp"][number];

/** The variants of a record's photo; the build has made them for every photo a record names. */
export function galleryImage(path: string): GalleryImage {
  const image = images[path];
  if (!image) throw new Error(`The build made no variants of ${path} (scripts/vite/gallery-images.ts)`);
  return image;
}

/** `srcset` of one format's variants: "/assets/gallery/x-480.webp 480w, …". */
export const srcSet = (variants: readonly GalleryVariant[]) => variants.map((variant) => `${variant.src} ${variant.width}w`).join(", ");

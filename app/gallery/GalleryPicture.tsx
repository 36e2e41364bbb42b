import { srcSet, type GalleryImage } from "./images";

/**
 * A gallery photo as `<picture>`: AVIF, then WebP, each in several widths for the browser to choose by `sizes`, the
 * photo's own `width` and `height` so its box is kept before it loads, and `lazy` below the first screen.
 */
export function GalleryPicture({
  image,
  alt,
  sizes,
  lazy,
  className,
}: {
  image: GalleryImage;
  alt: string;
  sizes: string;
  lazy: boolean;
  className?: string;
}) {
  // For a browser that takes neither source: WebP about as wide as a grid cell on a wide screen.
  const fallback = image.webp.find((variant) => variant.width >= 800) ?? image.webp.at(-1)!;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(image.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image.webp)} sizes={sizes} />
      <img
        src={fallback.src}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={lazy ? "lazy" : undefined}
        decoding="async"
        className={className}
      />
    </picture>
  );
}

// The gallery's photos as the build made them (scripts/vite/gallery-images.ts): by the path the record names
// ("/media/gate.jpg"), the photo's size as shown and its AVIF and WebP variants, narrowest first.
declare module "virtual:gallery-images" {
  interface Variant {
    src: string;
    width: number;
    height: number;
  }
  const images: Readonly<Record<string, { width: number; height: number; avif: Variant[]; webp: Variant[] }>>;
  export default images;
}

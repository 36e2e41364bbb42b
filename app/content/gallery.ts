import { z } from "zod";
import textData from "/content/texts/gallery.yaml";
import { bothLocales, parseRecord, type Bilingual } from "./bilingual";
import { caseStudyIds } from "./case-study-ids";
import { industryIndex } from "./industry-index";
import { checkLinks, recordsById } from "./record-files";
import { emptyCollectionTextSchema, slugSchema, textSchema } from "./types";

// The project gallery (issue 25), one photo per file in content/gallery/<id>.yaml: the photo itself is uploaded
// through the editor into public/media/ and turned at build into AVIF and WebP in several widths
// (scripts/vite/gallery-images.ts, docs/decisions/146). Only photos of our own installations, published with the
// site owner's agreement: no stock pictures, no generated ones.

const text = textSchema;

/** An upload of the editor's media library (public/media/), as the record names it: "/media/gate-camera.jpg". */
export const GALLERY_IMAGE = /^\/media\/[\w.-]+\.(jpe?g|png|webp|avif|tiff?)$/i;

export const galleryPhotoSchema = z.object({
  id: slugSchema("Id: the file's name"),
  order: z.number().int().positive().meta({ i18n: "duplicate", label: "Position on the gallery page (1 first)" }),
  image: z
    .string()
    .regex(GALLERY_IMAGE, "a photo uploaded to /media/ (JPEG, PNG, WebP, AVIF or TIFF)")
    .meta({ i18n: "duplicate", widget: "image", label: "Photo" }),
  alt: text().meta({ label: "Text alternative (what the photo shows, for those who cannot see it)" }),
  caption: text().meta({ label: "Caption" }),
  /** The industry page's slug (app/content/industry-index.ts). */
  sector: slugSchema("Sector: the industry page's address"),
  /** The project's case study (content/case-studies/<id>.yaml), when it has one. */
  caseStudy: slugSchema("Case study: its id (the file's name), if the project has one").optional(),
});

export type GalleryPhoto = z.output<typeof galleryPhotoSchema>;

export const galleryCollection = { name: "gallery", label: "Gallery", folder: "content/gallery", schema: galleryPhotoSchema };

/**
 * The photos of a folder (`import.meta.glob` of content/gallery/), each validated, its sector an industry page's and
 * its case study one of content/case-studies/: a fault throws naming the file and the field.
 */
export function readGallery(files: Record<string, unknown>): Map<string, Bilingual<GalleryPhoto>> {
  const records = recordsById(files, galleryPhotoSchema, "id");
  for (const [id, record] of records)
    for (const locale of ["en", "ar"] as const) {
      const file = `content/gallery/${id}.yaml`;
      checkLinks(
        file,
        `${locale}.sector`,
        [record[locale].sector],
        industryIndex.map((industry) => industry.slug),
      );
      checkLinks(file, `${locale}.caseStudy`, [record[locale].caseStudy], caseStudyIds);
    }
  return records;
}

const records = readGallery(import.meta.glob("/content/gallery/*.yaml", { eager: true, import: "default" }));

/** Every photo, in each language, in the order of their `order`. */
export const galleryRecords: Bilingual<GalleryPhoto[]> = bothLocales((locale) =>
  [...records.values()].map((record) => record[locale]).toSorted((a, b) => a.order - b.order || a.id.localeCompare(b.id)),
);

/** The words of /resources/gallery. */
export const galleryTextSchema = z.object({
  intro: text().meta({ widget: "text", label: "Introduction above the photos" }),
  caseStudyLink: text().meta({ label: "Link from a photo to its case study" }),
  empty: emptyCollectionTextSchema("While there is no photo: the page's words (the page is kept out of search engines)"),
});

export const galleryTextCollection = {
  name: "gallery-page",
  label: "Gallery: the page's words",
  file: "content/texts/gallery.yaml",
  schema: galleryTextSchema,
};

export const galleryText = parseRecord(galleryTextCollection.file, textData, galleryTextSchema);

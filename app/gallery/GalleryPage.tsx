import { X } from "lucide-react";
import { caseStudyPath } from "~/content/case-studies";
import { galleryRecords, galleryText, type GalleryPhoto } from "~/content/gallery";
import { industryPath } from "~/content/industry-index";
import { pageLabel, pageRecord } from "~/content/page-texts";
import { localizedPath } from "~/i18n/locale";
import { useT } from "~/i18n/messages";
import { useInLocale, useLocale } from "~/page-context/use-locale";
import { EmptyCollection } from "~/ui/EmptyCollection";
import { GalleryPicture } from "./GalleryPicture";
import { galleryImage } from "./images";

/** Photos in the first screen, loaded at once; the rest wait until they come near (`loading="lazy"`). */
const FIRST_SCREEN = 3;
/** The grid's columns: one, two from 640 px, three from 1024 px (the page container's padding left aside). */
const GRID_SIZES = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";
const DIALOG_SIZES = "(min-width: 1280px) 1200px, 92vw";

/**
 * /resources/gallery: the photos in a grid, each opening large in a native modal `<dialog>` by invoker commands
 * (no script needed; Escape and a click outside close it, and focus returns to the photo). app/gallery/dialogs.ts
 * adds the commands for browsers without them. While there is no photo, where to look instead.
 */
export function GalleryPage() {
  const pick = useInLocale();
  const [text, photos] = [pick(galleryText), pick(galleryRecords)];
  if (photos.length === 0) return <EmptyCollection text={text.empty} />;
  return (
    <div className="container-page pb-16">
      <p className="max-w-3xl text-lg text-ink-muted">{text.intro}</p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {photos.map((photo, index) => (
          <li key={photo.id} id={photo.id} className="scroll-mt-24">
            <GalleryItem photo={photo} lazy={index >= FIRST_SCREEN} caseStudyLink={text.caseStudyLink} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function GalleryItem({ photo, lazy, caseStudyLink }: { photo: GalleryPhoto; lazy: boolean; caseStudyLink: string }) {
  const t = useT();
  const locale = useLocale();
  const image = galleryImage(photo.image);
  const dialogId = `${photo.id}-dialog`;
  const captionId = `${photo.id}-caption`;
  const sectorPath = industryPath({ slug: photo.sector });
  return (
    <>
      <div className="flex h-full flex-col overflow-hidden rounded-card border border-slate-200 bg-white shadow-sm">
        <figure>
          <button
            type="button"
            command="show-modal"
            commandfor={dialogId}
            aria-haspopup="dialog"
            className="block w-full cursor-zoom-in focus-visible:outline-offset-[-4px]"
          >
            <GalleryPicture image={image} alt={photo.alt} sizes={GRID_SIZES} lazy={lazy} className="aspect-[4/3] w-full object-cover" />
            <span className="sr-only">{t("gallery.enlarge")}</span>
          </button>
          <figcaption id={captionId} className="px-4 pt-4">
            {photo.caption}
          </figcaption>
        </figure>
        <p className="mt-auto flex flex-wrap gap-x-4 gap-y-1 p-4 text-sm">
          <a href={localizedPath(sectorPath, locale)} className="font-medium text-accent-700 underline underline-offset-2">
            {pageLabel(pageRecord(sectorPath, locale))}
          </a>
          {photo.caseStudy && (
            // Several photos may share this text: the caption tells them apart for screen readers.
            <a
              href={localizedPath(caseStudyPath(photo.caseStudy), locale)}
              aria-describedby={captionId}
              className="font-medium text-accent-700 underline underline-offset-2"
            >
              {caseStudyLink}
            </a>
          )}
        </p>
      </div>
      <dialog
        id={dialogId}
        data-gallery-dialog=""
        closedby="any"
        aria-labelledby={`${dialogId}-caption`}
        className="m-auto max-h-[94dvh] w-[min(92vw,1200px)] max-w-none overflow-auto rounded-card bg-navy-950 p-0 text-white backdrop:bg-navy-950/80"
      >
        <div className="flex items-start justify-between gap-4 p-3">
          <p id={`${dialogId}-caption`} className="p-1 text-base">
            {photo.caption}
          </p>
          <button
            type="button"
            command="close"
            commandfor={dialogId}
            aria-label={t("gallery.close")}
            className="grid size-11 shrink-0 place-items-center rounded-card hover:bg-white/10"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <GalleryPicture image={image} alt={photo.alt} sizes={DIALOG_SIZES} lazy className="mx-auto max-h-[80dvh] w-auto object-contain" />
      </dialog>
    </>
  );
}

/** Whether the page has anything to show: an empty collection's page is kept out of search engines. */
export const hasGalleryPhotos = () => galleryRecords.en.length > 0;

import { GalleryPage, hasGalleryPhotos } from "~/gallery/GalleryPage";
import { PageShell } from "~/shell/PageShell";
import { noindexWhenEmpty } from "~/seo/meta";
import { registryMeta, usePage } from "~/shell/registry-route";

export const meta: typeof registryMeta = (args) => noindexWhenEmpty(registryMeta(args), hasGalleryPhotos());

export default function GalleryRoute() {
  return (
    <PageShell page={usePage()}>
      <GalleryPage />
    </PageShell>
  );
}

import { PageShell } from "~/shell/PageShell";
import { hasReviews, ReviewsPage } from "~/reviews/ReviewsPage";
import { noindexWhenEmpty } from "~/seo/meta";
import { registryMeta, usePage } from "~/shell/registry-route";

export const meta: typeof registryMeta = (args) => noindexWhenEmpty(registryMeta(args), hasReviews());

export default function ReviewsRoute() {
  return (
    <PageShell page={usePage()}>
      <ReviewsPage />
    </PageShell>
  );
}

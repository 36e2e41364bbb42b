import type { Route } from "./+types/newsletter";
import { NewsletterForm } from "~/leads/components/NewsletterForm";
import { Island } from "~/islands/Island";
import { PageBanner } from "~/shell/PageBanner";
import { newsletterLeadForm } from "~/leads/lead-forms.server";
import { leadPageAction } from "~/leads/submission.server";
import { formStrings } from "~/content/strings/forms";

const strings = formStrings.newsletterPage;

export const meta = () => [{ title: strings.title }, { name: "robots", content: "noindex" }];

/** The footer box posts here; without JavaScript this page shows the answer. */
// Retry-After and the like, set by the action, reach the page's response too.
export const headers = ({ actionHeaders }: Route.HeadersArgs) => actionHeaders;

export function action({ request, context }: Route.ActionArgs) {
  return leadPageAction(request, context, newsletterLeadForm);
}

export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={strings.title} />
      <section className="container-page py-12">
        <p className="mb-4 max-w-xl text-ink-muted">{strings.intro}</p>
        <Island name="newsletterForm" component={NewsletterForm} props={{ initialResult: actionData, tone: "light" }} load="interaction" />
      </section>
    </>
  );
}

import type { Route } from "./+types/newsletter";
import { NewsletterForm } from "~/leads/components/NewsletterForm";
import { Island } from "~/ui/Island";
import { PageBanner } from "~/shell/PageBanner";
import { newsletterLeadForm } from "~/forms/registry.server";
import { leadPageAction } from "~/leads/submission.server";
import { useT } from "~/i18n/messages";

// The title is a message, which meta() cannot read (it has no messages): the page renders its own <title>.
export const meta = () => [{ name: "robots", content: "noindex" }];

/** The footer box posts here; without JavaScript this page shows the answer. */
// Retry-After and the like, set by the action, reach the page's response too.
export const headers = ({ actionHeaders }: Route.HeadersArgs) => actionHeaders;

export function action({ request, context }: Route.ActionArgs) {
  return leadPageAction(request, context, newsletterLeadForm);
}

export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <title>{t("forms.newsletter.title")}</title>
      <PageBanner title={t("forms.newsletter.title")} />
      <section className="container-page py-12">
        <p className="mb-4 max-w-xl text-ink-muted">{t("forms.newsletter.intro")}</p>
        <Island name="newsletterForm" component={NewsletterForm} props={{ initialResult: actionData, tone: "light" }} load="interaction" />
      </section>
    </>
  );
}

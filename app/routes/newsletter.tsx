import type { Route } from "./+types/newsletter";
import { NewsletterForm } from "~/leads/components/NewsletterForm";
import { Island } from "~/ui/Island";
import { PageBanner } from "~/shell/PageBanner";
import { newsletterLeadForm } from "~/forms/registry.server";
import { leadPageAction } from "~/leads/submission.server";
import { formStrings } from "~/content/strings/forms";
import { localeOfPath } from "~/i18n/locale";
import { localize } from "~/i18n/localize";
import { useLocalize } from "~/page-context/use-locale";

export const meta = ({ location }: Route.MetaArgs) => [
  { title: localize(formStrings.newsletterPage.title, localeOfPath(location.pathname)) },
  { name: "robots", content: "noindex" },
];

/** The footer box posts here; without JavaScript this page shows the answer. */
// Retry-After and the like, set by the action, reach the page's response too.
export const headers = ({ actionHeaders }: Route.HeadersArgs) => actionHeaders;

export function action({ request, context }: Route.ActionArgs) {
  return leadPageAction(request, context, newsletterLeadForm);
}

export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  const strings = useLocalize()(formStrings.newsletterPage);
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

import { useSiteConfig } from "~/page-context/use-site-config";
import { CircleCheck, Home, RotateCcw } from "lucide-react";
import { data } from "react-router";
import { localizedPath } from "~/i18n/locale";
import { useT, type MessageId } from "~/i18n/messages";
import { useInLocale, useLocale, useMessageText } from "~/page-context/use-locale";
import { LeadReference } from "~/ui/forms/FormFeedback";
import { confirmationTextsIn } from "~/forms/confirmation-texts";
import { formOfReference } from "~/leads/schemas/lead-api";
import { PageBanner } from "~/shell/PageBanner";
import { surveyFormText } from "~/content/site-survey";
import { ChangeByPhone } from "~/site-survey/ChangeByPhone";
import { surveyPath } from "~/site-survey/survey-link";
import type { FormName } from "~/leads/schemas/action-data";
import type { Route } from "./+types/thank-you";

// /thank-you/<reference>: where a lead form posted without JavaScript leads after success (303). It shows what the
// URL says and looks nothing up: spam gets a reference that is stored nowhere, and this page must not tell them apart.

const formPages = {
  contact: "/contact/contact-us",
  quote: "/contact/get-quote",
  newsletter: "/newsletter",
  survey: surveyPath,
  application: "/careers",
  service: "/contact/service-request",
} as const;

const againMessages = {
  contact: "forms.confirmation.again.contact",
  quote: "forms.confirmation.again.quote",
  newsletter: "forms.confirmation.again.newsletter",
  survey: "forms.confirmation.again.survey",
  application: "forms.confirmation.again.application",
  service: "forms.confirmation.again.service",
} as const satisfies Record<FormName, MessageId>;

export function loader({ params }: Route.LoaderArgs) {
  const form = formOfReference(params.reference);
  if (!form) throw data(null, { status: 404 });
  return { form, reference: params.reference };
}

// The title is a message, which meta() cannot read (it has no messages): the page renders its own <title>.
export const meta = () => [{ name: "robots", content: "noindex, nofollow" }];

export const headers = () => ({ "Cache-Control": "private, no-store" });

export default function ThankYouPage({ loaderData: { form, reference } }: Route.ComponentProps) {
  const t = useT();
  const text = useMessageText();
  const locale = useLocale();
  const surveyStrings = useInLocale()(surveyFormText);
  const texts = confirmationTextsIn(form, useSiteConfig());
  return (
    <>
      <title>{text(texts.title)}</title>
      <PageBanner title={text(texts.title)} />
      <section className="container-page py-16">
        <div role="status" className="max-w-2xl rounded-card border border-emerald-700/20 bg-emerald-50 p-6 text-emerald-900">
          <CircleCheck aria-hidden="true" className="size-8 text-emerald-700" />
          <p className="mt-3 text-lg">{text(texts.message)}</p>
          <LeadReference reference={reference} />
          <p className="mt-1 text-sm">{t("forms.confirmation.referenceHint")}</p>
          {form === "survey" && <ChangeByPhone />}
        </div>
        {texts.next.length > 0 && (
          <section aria-labelledby="next-steps-title" className="mt-10 max-w-2xl">
            <h2 id="next-steps-title" className="text-lg font-semibold">
              {t("forms.quote.next.title")}
            </h2>
            <ol className="mt-3 list-decimal space-y-2 ps-5 text-ink-muted">
              {texts.next.map((step) => (
                <li key={step}>{text(step)}</li>
              ))}
            </ol>
          </section>
        )}
        <div className="mt-8 flex flex-wrap gap-3">
          <a href={localizedPath("/", locale)} className="btn-primary">
            <Home aria-hidden="true" className="size-4" />
            {t("forms.confirmation.homeLink")}
          </a>
          <a href={localizedPath(formPages[form], locale)} className="btn-secondary">
            <RotateCcw aria-hidden="true" className="size-4" />
            {t(againMessages[form])}
          </a>
          {form === "quote" && (
            <a href={localizedPath(surveyPath, locale)} className="btn-secondary">
              {surveyStrings.bookLink}
            </a>
          )}
        </div>
      </section>
    </>
  );
}

import { CircleAlert, CircleCheck, Home } from "lucide-react";
import { PageBanner } from "~/shell/PageBanner";
import { localizedPath } from "~/i18n/locale";
import { useT } from "~/i18n/messages";
import { useLocale } from "~/page-context/use-locale";

/** The answer page of a newsletter link: what happened, in words, and where to go next. */
export function NewsletterOutcome({ title, text, success }: { title: string; text: string; success: boolean }) {
  const locale = useLocale();
  const t = useT();
  const Icon = success ? CircleCheck : CircleAlert;
  return (
    <>
      <PageBanner title={title} />
      <section className="container-page py-16">
        <div role={success ? "status" : "alert"} className="flex max-w-2xl items-start gap-3 text-lg">
          <Icon aria-hidden="true" className={`mt-1 size-6 shrink-0 ${success ? "text-accent-700" : "text-amber-700"}`} />
          <p>{text}</p>
        </div>
        {!success && <p className="mt-4 max-w-2xl text-ink-muted">{t("newsletter.subscribeHint")}</p>}
        <a href={localizedPath("/", locale)} className="btn-primary mt-8">
          <Home aria-hidden="true" className="size-4" />
          {t("newsletter.homeLink")}
        </a>
      </section>
    </>
  );
}

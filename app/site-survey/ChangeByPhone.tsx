import { surveyPageText } from "~/content/site-survey";
import { phoneHref } from "~/content/site";
import { useInLocale } from "~/page-context/use-locale";
import { useSiteConfig } from "~/page-context/use-site-config";

/**
 * On a booking's confirmation: how to move or cancel it, by the mail's link or by calling with the reference. The
 * page cannot tell whether an email was given (it looks nothing up), and without one the call is the only way
 * (docs/decisions/153). The company's phone is a link that dials.
 */
export function ChangeByPhone() {
  const { change } = useInLocale()(surveyPageText).confirmation;
  const { phone } = useSiteConfig();
  const [before = "", after = ""] = change.split("{phone}");
  return (
    <p data-testid="survey-change" className="mt-3">
      {before}
      <a href={phoneHref(phone)} dir="ltr" className="tabular font-semibold underline underline-offset-2">
        {phone}
      </a>
      {after}
    </p>
  );
}

import { Phone } from "lucide-react";
import { ButtonLink } from "~/ui/ButtonLink";
import { ICON_STROKE_WIDTH } from "~/ui/icons";
import type { aboutCompany } from "~/content/about";
import { QUOTE_PATH } from "~/content/cta-links";
import { phoneHref } from "~/content/site";
import { useSiteConfig } from "~/page-context/use-site-config";
import { localizedPath } from "~/i18n/locale";
import { useLocale } from "~/page-context/use-locale";

/** About Us actions: the quote button and a call link to the configured phone number. */
export function AboutActions({ cta }: { cta: (typeof aboutCompany)["en"]["cta"] }) {
  const { phone } = useSiteConfig();
  return (
    <div className="mt-8 flex flex-wrap gap-3">
      <ButtonLink to={localizedPath(QUOTE_PATH, useLocale())}>{cta.quoteLabel}</ButtonLink>
      <ButtonLink
        to={phoneHref(phone)}
        variant="secondary"
        icon={<Phone aria-hidden="true" strokeWidth={ICON_STROKE_WIDTH} className="size-4" />}
      >
        <span>
          {cta.callLabel}{" "}
          <span className="tabular" dir="ltr">
            {phone}
          </span>
        </span>
      </ButtonLink>
    </div>
  );
}

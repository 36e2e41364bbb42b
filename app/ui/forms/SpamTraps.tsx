import { usePageData } from "~/page-context/page-data";
import { HONEYPOT_FIELD, SOURCE_FIELD } from "~/leads/schemas/spam";
import { useT } from "~/i18n/messages";

/**
 * The hidden part of every lead form: a honeypot people never see (bots fill it) and the page the form was sent
 * from. The signed time the site was first served travels in a cookie (app/leads/stamp.server.ts).
 */
export function SpamTraps() {
  const { pathname } = usePageData();
  const t = useT();
  return (
    <>
      <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
        <label>
          {t("forms.honeypotLabel")}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {/* The real path, /ar included: the lead pipeline reads the visitor's language from it. */}
      <input type="hidden" name={SOURCE_FIELD} value={pathname} readOnly />
    </>
  );
}

import { useLocation } from "react-router";
import { useFormStamp } from "~/shell/use-site-config";
import { HONEYPOT_FIELD, SOURCE_FIELD, STAMP_FIELD } from "~/leads/schemas/spam";
import { formStrings } from "~/content/strings/forms";

/**
 * The stamp the page was served with. Prerendered HTML gets it from the server in the inputs' markup only (the
 * page's scripts stay byte-identical, so their CSP hashes hold); forms rendered later in the browser reuse it.
 */
let servedStamp: string | undefined;
function documentStamp(): string | undefined {
  if (typeof document === "undefined") return undefined;
  servedStamp ??= document.querySelector<HTMLInputElement>(`input[name="${STAMP_FIELD}"]`)?.value;
  return servedStamp;
}

/**
 * The hidden part of every lead form: a honeypot people never see (bots fill it), the signed time the page was
 * served, and the page the form was sent from.
 */
export function SpamTraps({ stamp }: { stamp?: string }) {
  const pageStamp = useFormStamp();
  const { pathname } = useLocation();
  return (
    <>
      <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
        <label>
          {formStrings.honeypotLabel}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <input type="hidden" name={STAMP_FIELD} defaultValue={stamp ?? documentStamp() ?? pageStamp} />
      <input type="hidden" name={SOURCE_FIELD} value={pathname} readOnly />
    </>
  );
}

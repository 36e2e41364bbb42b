import { data, redirect } from "react-router";
import type { Route } from "./+types/cctv-law-checker";
import { readCheckerQuery, stepQuery } from "~/leads/schemas/checker-answers";
import { CHECKER_PATH } from "~/cctv-law/hand-off";
import { CctvLawChecker } from "~/cctv-law/components/CctvLawChecker";
import { checkerTexts } from "~/cctv-law/texts.server";
import { inLocale } from "~/content/bilingual";
import { PageShell } from "~/shell/PageShell";
import { registryMeta, usePage } from "~/shell/registry-route";
import { localeOfPath, localizedPath } from "~/i18n/locale";

export const meta = registryMeta;

/**
 * The step or result its GET query asks for, with the checker's texts in the page's language; a query with an unknown
 * answer is a 400 with a way back. A question passed over (the private-home question for a hospital, the areas for a
 * home) redirects to the address of the step shown, so that a result's address always says `step=result`.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params = url.searchParams;
  const locale = localeOfPath(url.pathname);
  const query = readCheckerQuery(params);
  const texts = inLocale(checkerTexts, locale);
  if (!query.ok) return data({ query, texts }, { status: 400 });
  if (params.has("step") && params.get("step") !== query.step && !query.missing) {
    throw redirect(`${localizedPath(CHECKER_PATH, locale)}?${stepQuery(query, query.step)}`);
  }
  return { query, texts };
}

export default function CctvLawCheckerPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell page={usePage()}>
      <CctvLawChecker query={loaderData.query} texts={loaderData.texts} />
    </PageShell>
  );
}

// The first step of `npm run build`: pages bake the company facts in, so they are checked here. Prints a warning
// listing every fact that is still a placeholder, and fails (exit 1) on them when REQUIRE_REAL_COMPANY_FACTS=true,
// or on any invalid COMPANY_* variable; and lists the configured facts that have no Arabic (they would show in English
// on Arabic pages). Run alone: `npx tsx scripts/check-company-facts.ts`.
import { pathToFileURL } from "node:url";
import { EnvError, parseEnv } from "~/config/env.server";
import { factsWithoutArabic, placeholderFacts } from "~/config/company-facts.server";
import { readSiteConfig } from "~/config/site-config.server";
import { registerArabic } from "./i18n/register-arabic";

/** Where the check writes: the console when run, a recorder in tests. */
export type CheckOutput = Pick<Console, "log" | "warn" | "error">;

/** A warning naming each configured text that Arabic pages would show in English. */
function warnOfFactsWithoutArabic(texts: string[], out: CheckOutput) {
  if (texts.length === 0) return;
  const list = texts.map((text) => `  - ${text}`).join("\n");
  out.warn(
    `WARNING: ${texts.length} configured ${texts.length === 1 ? "text has" : "texts have"} no Arabic and will show in English on Arabic pages:\n${list}\nGive their Arabic in COMPANY_FACTS_AR_JSON (README, Configuration).`,
  );
}

/** The exit code of the check of these variables. Arabic must be registered first (its catalogues name the texts). */
export function checkCompanyFacts(vars: NodeJS.ProcessEnv, out: CheckOutput): number {
  let env;
  try {
    env = parseEnv(vars);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    out.error(`Company facts: ${error.message}`);
    return 1;
  }
  const site = readSiteConfig(env);
  warnOfFactsWithoutArabic(factsWithoutArabic(site), out);
  const placeholders = placeholderFacts(site);
  if (placeholders.length === 0) {
    out.log("Company facts: all configured.");
    return 0;
  }
  const count =
    placeholders.length === 1 ? "1 company fact is still a placeholder" : `${placeholders.length} company facts are still placeholders`;
  const list = placeholders.map(({ fact, variable }) => `  - ${fact} (${variable})`).join("\n");
  if (env.REQUIRE_REAL_COMPANY_FACTS) {
    out.error(
      `Company facts: build stopped. REQUIRE_REAL_COMPANY_FACTS=true and ${count}:\n${list}\nSet them in the environment (README, Configuration).`,
    );
    return 1;
  }
  out.warn(
    `WARNING: ${count} and will be published as such:\n${list}\nSet them in the environment (README, Configuration); REQUIRE_REAL_COMPANY_FACTS=true makes this an error.`,
  );
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await registerArabic();
  process.exitCode = checkCompanyFacts(process.env, console);
}

// The first step of `npm run build`: pages bake the company facts in, so they are checked here. Prints a warning
// listing every fact that is still a placeholder, and fails (exit 1) on them when REQUIRE_REAL_COMPANY_FACTS=true,
// or on any invalid COMPANY_* variable; and lists the configured facts that have no Arabic (they would show in English
// on Arabic pages). Run alone: `npx tsx scripts/check-company-facts.ts`.
import { EnvError, parseEnv } from "~/config/env.server";
import { factsWithoutArabic, placeholderFacts } from "~/config/company-facts.server";
import { readSiteConfig } from "~/config/site-config.server";
import { registerArabic } from "./i18n/register-arabic";

/** A warning naming each configured text that Arabic pages would show in English. */
function warnOfFactsWithoutArabic(texts: string[]) {
  if (texts.length === 0) return;
  const list = texts.map((text) => `  - ${text}`).join("\n");
  console.warn(
    `WARNING: ${texts.length} configured ${texts.length === 1 ? "text has" : "texts have"} no Arabic and will show in English on Arabic pages:\n${list}\nGive their Arabic in COMPANY_FACTS_AR_JSON (README, Configuration).`,
  );
}

function check(): number {
  let env;
  try {
    env = parseEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(`Company facts: ${error.message}`);
    return 1;
  }
  const site = readSiteConfig(env);
  warnOfFactsWithoutArabic(factsWithoutArabic(site));
  const placeholders = placeholderFacts(site);
  if (placeholders.length === 0) {
    console.log("Company facts: all configured.");
    return 0;
  }
  const count =
    placeholders.length === 1 ? "1 company fact is still a placeholder" : `${placeholders.length} company facts are still placeholders`;
  const list = placeholders.map(({ fact, variable }) => `  - ${fact} (${variable})`).join("\n");
  if (env.REQUIRE_REAL_COMPANY_FACTS) {
    console.error(
      `Company facts: build stopped. REQUIRE_REAL_COMPANY_FACTS=true and ${count}:\n${list}\nSet them in the environment (README, Configuration).`,
    );
    return 1;
  }
  console.warn(
    `WARNING: ${count} and will be published as such:\n${list}\nSet them in the environment (README, Configuration); REQUIRE_REAL_COMPANY_FACTS=true makes this an error.`,
  );
  return 0;
}

await registerArabic();
process.exitCode = check();

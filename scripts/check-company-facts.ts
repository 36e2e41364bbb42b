// The first step of `npm run build`: pages bake the company facts in, so they are checked here. Prints a warning
// listing every fact that is still a placeholder, and fails (exit 1) on them when REQUIRE_REAL_COMPANY_FACTS=true,
// or on any invalid COMPANY_* variable. Run alone: `npx tsx scripts/check-company-facts.ts`.
import { EnvError, parseEnv } from "~/config/env.server";
import { placeholderFacts } from "~/config/company-facts.server";
import { readSiteConfig } from "~/config/site-config.server";

function check(): number {
  let env;
  try {
    env = parseEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(`Company facts: ${error.message}`);
    return 1;
  }
  const placeholders = placeholderFacts(readSiteConfig(env));
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

process.exitCode = check();

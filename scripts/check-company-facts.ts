// The first step of `npm run build`: pages bake the company facts of content/settings/company.yaml in, so they are
// checked here. Prints a warning listing every fact that is still a placeholder, and fails (exit 1) on them when
// REQUIRE_REAL_COMPANY_FACTS=true, or on an invalid settings file or environment; and lists the texts of the
// Arabic block that have no Arabic (they would show in English on Arabic pages). Run alone: `npm run check:facts`.
import { pathToFileURL } from "node:url";
import { EnvError, parseEnv } from "~/config/env.server";
import { factsWithoutArabic, placeholderFacts } from "~/config/company-facts.server";
import { ContentError } from "~/content/bilingual";
import { companySettingsFile, parseCompanySettings } from "~/content/company-settings";

/** Where the check writes: the console when run, a recorder in tests. */
export type CheckOutput = Pick<Console, "log" | "warn" | "error">;

const whereToWrite = `Write them in ${companySettingsFile} (README, Company facts)`;

/** A warning naming each text of the Arabic block that Arabic pages would show in English. */
function warnOfFactsWithoutArabic(texts: string[], out: CheckOutput) {
  if (texts.length === 0) return;
  const list = texts.map((text) => `  - ${text}`).join("\n");
  out.warn(
    `WARNING: ${texts.length} configured ${texts.length === 1 ? "text has" : "texts have"} no Arabic and will show in English on Arabic pages:\n${list}\nGive their Arabic in the ar: block of ${companySettingsFile}.`,
  );
}

/** The exit code of the check of these variables and this settings file's data (as its YAML reads). */
export function checkCompanyFacts(vars: NodeJS.ProcessEnv, settingsData: unknown, out: CheckOutput): number {
  let env, settings;
  try {
    env = parseEnv(vars);
    settings = parseCompanySettings(settingsData);
  } catch (error) {
    if (!(error instanceof EnvError || error instanceof ContentError)) throw error;
    out.error(`Company facts: ${error.message}`);
    return 1;
  }
  warnOfFactsWithoutArabic(factsWithoutArabic(settings), out);
  const placeholders = placeholderFacts(settings);
  if (placeholders.length === 0) {
    out.log("Company facts: all configured.");
    return 0;
  }
  const count =
    placeholders.length === 1 ? "1 company fact is still a placeholder" : `${placeholders.length} company facts are still placeholders`;
  const list = placeholders.map(({ fact, field }) => `  - ${fact} (${field})`).join("\n");
  if (env.REQUIRE_REAL_COMPANY_FACTS) {
    out.error(`Company facts: build stopped. REQUIRE_REAL_COMPANY_FACTS=true and ${count}:\n${list}\n${whereToWrite}.`);
    return 1;
  }
  out.warn(
    `WARNING: ${count} and will be published as such:\n${list}\n${whereToWrite}; REQUIRE_REAL_COMPANY_FACTS=true makes this an error.`,
  );
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  let settingsData: unknown;
  try {
    // Imported here, not above, so that a file YAML cannot read is reported as a fault of the file, not a crash.
    settingsData = (await import("/content/settings/company.yaml")).default;
  } catch (error) {
    console.error(`Company facts: ${companySettingsFile}: ${(error as Error).message}`);
    process.exit(1);
  }
  process.exitCode = checkCompanyFacts(process.env, settingsData, console);
}

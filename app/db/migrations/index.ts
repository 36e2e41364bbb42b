import type { Migration } from "kysely";
import * as m0001 from "./0001_leads";
import * as m0002 from "./0002_delivery";
import * as m0003 from "./0003_quote_lines";
import * as m0004 from "./0004_marketing_consent";
import * as m0005 from "./0005_site_surveys";
import * as m0006 from "./0006_lead_language";
import * as m0007 from "./0007_visitor_mail_cap";
import * as m0008 from "./0008_survey_holders";
import * as m0009 from "./0009_lead_files";
import * as m0010 from "./0010_service_requests";
import * as m0011 from "./0011_lead_attribution";

/**
 * Every migration, imported statically: the server is bundled by Vite, so the folder
 * cannot be read at run time (no FileMigrationProvider). Add new migrations here; Kysely
 * runs them in the order of their names.
 */
export const migrations: Record<string, Migration> = {
  "0001_leads": m0001,
  "0002_delivery": m0002,
  "0003_quote_lines": m0003,
  "0004_marketing_consent": m0004,
  "0005_site_surveys": m0005,
  "0006_lead_language": m0006,
  "0007_visitor_mail_cap": m0007,
  "0008_survey_holders": m0008,
  "0009_lead_files": m0009,
  "0010_service_requests": m0010,
  "0011_lead_attribution": m0011,
};

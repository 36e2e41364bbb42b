import type { BuildingTypeId } from "~/content/configurator-ids";
import { areaIds, prohibitedAreaIds, type AreaId, type EstablishmentId } from "~/leads/schemas/checker-answers";

// The rules of the Law of the Use of Security Surveillance Cameras that the checker applies, in one place: for each
// rule the instrument it comes from (its date and public URL), where we read it, when it was last reviewed and how
// sure we are. Facts and sources from ../shared/research/saudi-market.md (gathered 2026-11-23). This file holds only
// what does not change with the language: the wording (titles, issuers, labels) is keyed by these ids in
// content/cctv-law/checker.yaml (./texts.ts). Each report links to its article (found 2026-11-26); the Ministry's
// documents are published on its site, which is all the press names.
//
// Not published on purpose: a retention period in days (one secondary source says 90 days, arablocal.com
// 2024-02-26; pre-2022 rules said at least 31; no primary source), the compliance deadlines per category (not found),
// and the 11 positions reported for women's salons (alsaudiweb.net, unconfirmed).

/**
 * confirmed: read in the instrument's published text; reported: read in press or encyclopaedia reports of it, not
 * in the text itself; unconfirmed: no primary source found (never shown as fact).
 */
export const confidences = ["confirmed", "reported", "unconfirmed"] as const;
export type Confidence = (typeof confidences)[number];

export const sourceIds = [
  "law",
  "moi-documents",
  "saudipedia",
  "alwatan",
  "sobranews",
  "balakuna",
  "alsaudiweb",
  "almowaten",
  "gulfnews",
  "zawya-2024",
  "zawya-2025",
] as const;
export type SourceId = (typeof sourceIds)[number];

/** A source's address and date; its title and issuer are texts of the record. */
export interface Source {
  /** ISO 8601 date, or year and month when only the month is known; undefined when the report carries none we kept. */
  date?: string;
  url: string;
}

export const sources: Record<SourceId, Source> = {
  // The date of its publication in Umm Al-Qura, which the source line names (the decree itself is of 3 October 2022).
  law: { date: "2022-10-07", url: "https://decreesa.com/p/495104" },
  "moi-documents": { date: "2023-06", url: "https://www.moi.gov.sa" },
  saudipedia: { url: "https://saudipedia.com/en/article/3315" },
  alwatan: { url: "https://www.alwatan.com.sa/article/1127950" },
  sobranews: { url: "https://sobranews.com/sobra/188993" },
  balakuna: { url: "https://balakuna.net/news19041.html" },
  alsaudiweb: { url: "https://alsaudiweb.net/news16974.html" },
  almowaten: {
    date: "2023-06",
    url: "https://www.almowaten.net/2023/06/%D8%A7%D9%84%D8%AF%D8%A7%D8%AE%D9%84%D9%8A%D8%A9-%D8%AA%D8%B5%D8%AF%D8%B1-%D8%A7%D9%84%D9%84%D8%A7%D8%A6%D8%AD%D8%A9-%D8%A7%D9%84%D8%AA%D9%86%D9%81%D9%8A%D8%B0%D9%8A%D8%A9-%D9%84%D8%A7%D8%B3%D8%AA",
  },
  gulfnews: {
    date: "2024-01-22",
    url: "https://gulfnews.com/world/gulf/saudi/saudi-arabia-announces-sr20000-fine-for-misuse-of-cctv-footage-1.100584971",
  },
  "zawya-2024": {
    date: "2024-01-22",
    url: "https://www.zawya.com/en/legal/regulations/saudi-5-333-fine-for-violating-provisions-of-security-surveillance-cameras-law-mh55aji3",
  },
  "zawya-2025": {
    date: "2025-01-07",
    url: "https://www.zawya.com/en/world/middle-east/saudi-5-333-fine-for-unlawfully-transferring-or-publishing-security-camera-recordings-ha3kw3qt",
  },
};

export const ruleIds = [
  "law",
  "regulation",
  "coverage",
  "private-home",
  "required-positions",
  "prohibited-places",
  "signage",
  "recordings",
  "retention",
  "fines",
] as const;
export type RuleId = (typeof ruleIds)[number];

export interface Rule {
  /** The instrument the rule comes from. */
  source: SourceId;
  /** Where we read it, when that is not the instrument itself. */
  readIn: SourceId[];
  /** ISO date the rule was last checked against its sources. */
  lastReviewed: string;
  confidence: Confidence;
}

const REVIEWED = "2026-11-23";

export const rules: Record<RuleId, Rule> = {
  law: { source: "law", readIn: ["saudipedia"], lastReviewed: REVIEWED, confidence: "confirmed" },
  regulation: {
    source: "moi-documents",
    readIn: ["alwatan", "almowaten"],
    lastReviewed: REVIEWED,
    confidence: "reported",
  },
  coverage: {
    source: "law",
    readIn: ["gulfnews", "saudipedia", "sobranews"],
    lastReviewed: REVIEWED,
    confidence: "reported",
  },
  "private-home": { source: "law", readIn: ["zawya-2025", "saudipedia"], lastReviewed: REVIEWED, confidence: "reported" },
  "required-positions": {
    source: "moi-documents",
    readIn: ["alsaudiweb", "almowaten"],
    lastReviewed: REVIEWED,
    confidence: "reported",
  },
  "prohibited-places": { source: "law", readIn: ["balakuna"], lastReviewed: REVIEWED, confidence: "reported" },
  signage: { source: "law", readIn: ["zawya-2024", "gulfnews"], lastReviewed: REVIEWED, confidence: "reported" },
  recordings: { source: "law", readIn: ["zawya-2025", "gulfnews"], lastReviewed: REVIEWED, confidence: "reported" },
  retention: {
    source: "moi-documents",
    readIn: ["zawya-2025", "gulfnews"],
    lastReviewed: REVIEWED,
    confidence: "reported",
  },
  fines: {
    source: "law",
    readIn: ["zawya-2024", "zawya-2025", "gulfnews"],
    lastReviewed: REVIEWED,
    confidence: "reported",
  },
};

export interface Establishment {
  /** In the categories the law covers as published; "other" is not, though the Ministry may add categories. */
  covered: boolean;
  /** The quote form's building type and topic for a quote from the result page. */
  building: BuildingTypeId;
  topic: string;
}

/** Every establishment type: the covered categories as published, then "other". */
export const establishments: Record<EstablishmentId, Establishment> = {
  government: { covered: true, building: "enterprise", topic: "commercial-buildings" },
  energy: { covered: true, building: "industrial", topic: "manufacturing" },
  "tourist-accommodation": { covered: true, building: "enterprise", topic: "commercial-buildings" },
  "shopping-centre": { covered: true, building: "enterprise", topic: "shopping-mall" },
  residential: { covered: true, building: "home", topic: "home-surveillance" },
  bank: { covered: true, building: "enterprise", topic: "commercial-buildings" },
  mosque: { covered: true, building: "office", topic: "smart-surveillance" },
  "sports-recreation": { covered: true, building: "enterprise", topic: "smart-surveillance" },
  health: { covered: true, building: "enterprise", topic: "hospital" },
  warehouse: { covered: true, building: "industrial", topic: "warehouse" },
  "fuel-station": { covered: true, building: "office", topic: "smart-surveillance" },
  education: { covered: true, building: "enterprise", topic: "school-university" },
  "food-service": { covered: true, building: "office", topic: "smart-surveillance" },
  "public-transport": { covered: true, building: "enterprise", topic: "smart-surveillance" },
  "event-venue": { covered: true, building: "enterprise", topic: "smart-surveillance" },
  museum: { covered: true, building: "enterprise", topic: "smart-surveillance" },
  business: { covered: true, building: "office", topic: "commercial-buildings" },
  other: { covered: false, building: "office", topic: "smart-surveillance" },
};

/**
 * Areas where the implementing regulation requires cameras, with the draft count a quote starts from (one camera
 * per position; two for a car park, whose entrance and exit are both required). The site survey sets the real count.
 */
export const requiredAreas: Partial<Record<AreaId, { draftCameras: number }>> = {
  entrances: { draftCameras: 1 },
  reception: { draftCameras: 1 },
  "car-park": { draftCameras: 2 },
  warehouse: { draftCameras: 1 },
  "emergency-exits": { draftCameras: 1 },
  "fire-equipment": { draftCameras: 1 },
  "comms-room": { draftCameras: 1 },
};

/** The areas with a required camera position, in the answers' order. */
export const requiredAreaIds = areaIds.filter((id) => requiredAreas[id] !== undefined);

/** Article 6: places where cameras are prohibited. */
export const prohibitedAreas: readonly AreaId[] = prohibitedAreaIds;

export const fineIds = ["publishing", "prohibited-place", "not-keeping", "no-sign", "not-installed", "device-spec"] as const;
export type FineId = (typeof fineIds)[number];

export const fineUnits = ["violation", "camera", "device"] as const;
export type FineUnit = (typeof fineUnits)[number];

/** Published fines in SAR (maxima), per violation unless `per` says otherwise. */
export const fines: Record<FineId, { amount: number; per: FineUnit }> = {
  publishing: { amount: 20_000, per: "violation" },
  "prohibited-place": { amount: 10_000, per: "camera" },
  "not-keeping": { amount: 5_000, per: "violation" },
  "no-sign": { amount: 1_000, per: "violation" },
  "not-installed": { amount: 1_000, per: "camera" },
  "device-spec": { amount: 500, per: "device" },
};

import { QUOTE_PATH } from "./cta-links";
import type { QuoteTopic } from "./home/actions";
import { caseStudyIds, PROJECT_PARAM, type CaseStudyId } from "./case-study-ids";
import { industryIndexEntry, industryPath } from "./industry-index";
import { serviceIndexEntry, servicePath } from "./service-index";
import type { ImageSlot, Stat } from "./types";

// The project records (issue 15, "case studies show the project records"): /case-studies shows every one, the home
// page's projects section those marked `onHomePage`. Clients are described by their kind and place, never named:
// a client's name appears only with the client's consent, and a reference visit is arranged with the owner first.

export type ProjectStatus = "Completed" | "Ongoing";

export interface CaseStudy {
  id: CaseStudyId;
  /** What was done: "Shopping Mall Surveillance Upgrade". */
  title: string;
  /** The client's site by its kind and size, never by name: "A 12-storey commercial tower". */
  site: string;
  /** Riyadh's district (or an industrial city's area) when it names no client by itself. */
  district?: string;
  city: string;
  /** The industry page's slug (app/content/industry-index.ts). */
  sector: string;
  /** The service pages' slugs of the systems installed (app/content/service-index.ts), the main one first. */
  systems: string[];
  /** Scope figures: cameras, doors, buildings, perimeter... */
  scope: Stat[];
  year: number;
  status: ProjectStatus;
  description: string;
  outcome: string;
  /** A topic the site already draws for the sector (app/images/artwork.ts), so the case reuses that scene. */
  image: ImageSlot;
  onHomePage?: boolean;
}

const records: Record<CaseStudyId, Omit<CaseStudy, "id">> = {
  "mall-riyadh": {
    title: "Shopping Mall Surveillance Upgrade",
    site: "A regional shopping mall with 180 shops",
    district: "Al Nakheel",
    city: "Riyadh",
    sector: "shopping-mall",
    systems: ["smart-surveillance", "public-address", "parking-security"],
    scope: [
      { value: "320", label: "4K cameras" },
      { value: "12", label: "Entrances" },
      { value: "24/7", label: "Monitoring" },
    ],
    year: 2024,
    status: "Completed",
    description:
      "An ageing analogue system replaced with 4K cameras, AI people counting and a new central control room, without closing a single shop.",
    outcome:
      "Every entrance and the car park are recorded within identification range, as the camera law asks, and the control room finds an incident by searching its AI events instead of scrolling through hours of video.",
    image: { topic: "shopping mall atrium with security cameras", alt: "A shopping mall atrium with dome cameras on the upper gallery" },
    onHomePage: true,
  },
  "campus-jeddah": {
    title: "University Campus Access Control",
    site: "A university campus of 45 buildings",
    city: "Jeddah",
    sector: "school-university",
    systems: ["access-control", "smart-surveillance", "public-address"],
    scope: [
      { value: "45", label: "Buildings" },
      { value: "600", label: "Doors" },
      { value: "1", label: "Lockdown console" },
    ],
    year: 2023,
    status: "Completed",
    description:
      "Card and biometric access for lecture halls, laboratories and residences, with an emergency lockdown run from one console.",
    outcome:
      "Security staff lock down one building or the whole campus from one console and announce it on the same screen; a lost card stops opening doors the minute it is reported.",
    image: {
      topic: "university campus building entrance with access control gates",
      alt: "Students passing card-controlled gates at a university building entrance",
    },
    onHomePage: true,
  },
  "logistics-dammam": {
    title: "Logistics Hub Perimeter Protection",
    site: "A new logistics hub",
    district: "Second Industrial City",
    city: "Dammam",
    sector: "warehouse",
    systems: ["smart-surveillance", "automated-entrance", "intruder-alarms"],
    scope: [
      { value: "2.4 km", label: "Perimeter" },
      { value: "60", label: "Thermal cameras" },
      { value: "8", label: "Vehicle gates" },
    ],
    year: 2025,
    status: "Ongoing",
    description: "Thermal perimeter cameras, vehicle gates with plate recognition and loading-dock monitoring for a new logistics hub.",
    outcome:
      "The perimeter and the vehicle gates have run since the first phase: trucks are let in by their plates, and a person at the fence raises an alarm by night as by day. The loading docks follow in the second phase.",
    image: {
      topic: "logistics warehouse hub with perimeter fence and thermal cameras",
      alt: "A logistics warehouse with a perimeter fence, camera poles and truck gates",
    },
    onHomePage: true,
  },
  "tower-al-olaya": {
    title: "Commercial Tower Access and Intercom",
    site: "A 12-storey commercial tower",
    district: "Al Olaya",
    city: "Riyadh",
    sector: "commercial-buildings",
    systems: ["access-control", "video-intercom", "smart-surveillance", "smart-network"],
    scope: [
      { value: "12", label: "Floors" },
      { value: "86", label: "Doors" },
      { value: "140", label: "Cameras" },
    ],
    year: 2024,
    status: "Completed",
    description:
      "Turnstiles and mobile access in the lobby, card readers on every tenant floor, video intercom at the gates and one network for all of it, fitted floor by floor while the tenants stayed open.",
    outcome:
      "Tenants' staff enter with a card or their phone, visitors are registered at the lobby before they reach a floor, and one control room sees the cameras, doors and intercom together.",
    image: {
      topic: "commercial office building lobby with security turnstiles",
      alt: "The lobby of a commercial tower with security turnstiles and a reception desk",
    },
  },
  "hospital-al-malaz": {
    title: "Private Hospital Security with Privacy",
    site: "A 200-bed private hospital",
    district: "Al Malaz",
    city: "Riyadh",
    sector: "hospital",
    systems: ["smart-surveillance", "access-control", "intruder-alarms", "public-address"],
    scope: [
      { value: "210", label: "Cameras" },
      { value: "150", label: "Controlled doors" },
      { value: "0", label: "Cameras in patient rooms" },
    ],
    year: 2023,
    status: "Completed",
    description:
      "Cameras at the entrances, reception, emergency department and car park, badge and PIN doors for the pharmacy, records and theatres, and panic alarms at the nurses' stations.",
    outcome:
      "Camera positions follow the surveillance-camera law, with none in examination rooms, operating rooms or toilets, and every entry to the pharmacy and records rooms is logged by name.",
    image: { topic: "hospital corridor security camera", alt: "A hospital corridor with a ceiling camera above the ward doors" },
  },
  "farm-al-kharj": {
    title: "Date Farm Thermal Perimeter",
    site: "A 300-hectare date farm",
    city: "Al Kharj",
    sector: "farms-agriculture",
    systems: ["smart-surveillance", "intruder-alarms", "smart-network"],
    scope: [
      { value: "6 km", label: "Perimeter" },
      { value: "24", label: "Thermal cameras" },
      { value: "3", label: "Wireless links" },
    ],
    year: 2025,
    status: "Completed",
    description:
      "Thermal cameras along the fence, alarms on the pump houses and stores, and wireless links that carry the video to the farm office and the owner's phone.",
    outcome:
      "A person or vehicle at the fence by night reaches the owner's phone as a short clip, and the guards go where the camera shows instead of patrolling the whole fence.",
    image: { topic: "thermal camera monitoring a farm at night", alt: "Palm groves at night watched by a thermal camera on a pole" },
  },
};

export const caseStudies: CaseStudy[] = caseStudyIds.map((id) => ({ id, ...records[id] }));

export function findCaseStudy(id: string | null | undefined): CaseStudy | undefined {
  return caseStudies.find((study) => study.id === id);
}

/** "Al Olaya, Riyadh", or the city alone. */
export function caseStudyPlace(study: CaseStudy): string {
  return study.district ? `${study.district}, ${study.city}` : study.city;
}

/** "A 12-storey commercial tower in Al Olaya, Riyadh": the project as the quote form and the sales mail name it. */
export function caseStudySummary(study: CaseStudy): string {
  return `${study.site} in ${caseStudyPlace(study)} (${study.title}, ${study.year})`;
}

/** A link to a page of the site, labelled as in the menus. */
export interface PageLink {
  label: string;
  to: string;
}

/** The sector's industry page (throws for a sector without one, like a link to no page). */
export function caseStudySector(study: CaseStudy): PageLink {
  const industry = industryIndexEntry(study.sector);
  return { label: industry.navLabel, to: industryPath(industry) };
}

/** The service pages of the systems installed. */
export function caseStudySystems(study: CaseStudy): PageLink[] {
  return study.systems.map(serviceIndexEntry).map((service) => ({ label: service.navLabel, to: servicePath(service) }));
}

export const CASE_STUDIES_PATH = "/case-studies";
export const REFERENCE_VISIT_TOPIC: QuoteTopic = "reference-visit";

/** The project's own place on /case-studies. */
export function caseStudyPath(id: CaseStudyId): string {
  return `${CASE_STUDIES_PATH}#${id}`;
}

/** The quote form with the reference-visit topic and the project preselected. */
export function referenceVisitHref(id: CaseStudyId): string {
  return `${QUOTE_PATH}?${new URLSearchParams({ topic: REFERENCE_VISIT_TOPIC, [PROJECT_PARAM]: id })}`;
}

/** The project a quote link carries (`?project=`), as the quote form and the sales mail show it. */
export interface ProjectHandOff {
  /** The id, for the form's hidden field. */
  value: CaseStudyId;
  summary: string;
  path: string;
}

/** The project a quote link or a stored lead names, or null when it names none we know. */
export function readProjectHandOff(raw: string | null | undefined): ProjectHandOff | null {
  const study = findCaseStudy(raw);
  return study ? { value: study.id, summary: caseStudySummary(study), path: caseStudyPath(study.id) } : null;
}

export const caseStudiesText = {
  intro:
    "Projects we have delivered and are delivering across the Kingdom: the site, the systems we installed, the scope and what changed for the people who run it.",
  privacyNote:
    "Our clients' names stay private until they agree to be named. Every site below can be seen: ask for a reference site visit and we arrange it with the owner, at a time that suits the site.",
  labels: {
    sector: "Sector",
    place: "Location",
    year: "Year",
    systems: "Systems installed",
    scope: "Scope",
    outcome: "Outcome",
  },
  referenceVisit: "Request a reference site visit",
};

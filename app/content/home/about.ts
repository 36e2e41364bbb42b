import type { IconName } from "../icons";
import type { Stat } from "../types";

// Home section 3 and the /about overview page (SPEC §2): mission and vision. One founding story (docs/decisions/081):
// the {tokens} are filled from the site configuration's founding facts and proof figures (fillSiteFacts).
export const about = {
  id: "about",
  eyebrow: "Engineers since {engineersSince}",
  title: "About",
  intro:
    "We design, install and support security and technology systems for businesses, institutions and homes across Saudi Arabia and the wider Middle East. Our engineers have helped organisations protect their people, property and data since {engineersSince}, as a company incorporated in {incorporated}.",
  pillars: [
    {
      icon: "target",
      title: "Our Mission",
      text: "To make advanced security simple and dependable for every client: systems designed around their site, installed to a high standard and supported for the long term.",
    },
    {
      icon: "eye",
      title: "Our Vision",
      text: "To be the region's most trusted partner in intelligent security, supporting Saudi Vision 2030 with safe, smart and connected buildings and cities.",
    },
  ] satisfies { icon: IconName; title: string; text: string }[],
  stats: [
    { value: "{clients}+", label: "Clients" },
    { value: "{years}+", label: "Years" },
    { value: "{teamSize}+", label: "Team members" },
    { value: "99.9%", label: "Uptime" },
  ] satisfies Stat[],
  moreLink: { label: "More about our company", to: "/about/company" },
} as const;

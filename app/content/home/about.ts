import type { IconName } from "../icons";
import type { Stat } from "../types";

// Home section 3 and the /about overview page (SPEC §2): mission and vision. The home page dates the company
// from 2008 (SPEC §1); the About Us page and the timeline say 2017. Both stay as the spec has them.
export const about = {
  id: "about",
  eyebrow: "Since 2008",
  title: "About",
  intro:
    "We design, install and support security and technology systems for businesses, institutions and homes across Saudi Arabia and the wider Middle East. Since 2008 our engineers have helped organisations protect their people, property and data.",
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
    { value: "500+", label: "Clients" },
    { value: "15+", label: "Years" },
    { value: "50+", label: "Team members" },
    { value: "99.9%", label: "Uptime" },
  ] satisfies Stat[],
  moreLink: { label: "More about our company", to: "/about/company" },
} as const;

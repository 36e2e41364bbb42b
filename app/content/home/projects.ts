import type { IconName } from "../icons";
import type { ImageSlot, Stat } from "../types";

// Home section 8 and /projects (SPEC §2, §3 project showcase entry): three projects and the awards row. The
// achievements' {tokens} are the site configuration's proof figures (fillSiteFacts).
export type ProjectStatus = "Completed" | "Ongoing";

export interface ProjectShowcase {
  title: string;
  location: string;
  year: number;
  category: string;
  description: string;
  stats: readonly Stat[];
  image: ImageSlot;
  status: ProjectStatus;
}

export const projectsSection = {
  id: "projects",
  eyebrow: "Projects & achievements",
  title: "Our Projects",
  intro: "A selection of recent work across the Kingdom, and how our systems come together on site.",
  projects: [
    {
      title: "Shopping Mall Surveillance Upgrade",
      location: "Riyadh",
      year: 2024,
      category: "Retail",
      description:
        "An ageing analogue system replaced with 4K cameras, AI people counting and a new central control room, without closing a single shop.",
      stats: [
        { value: "320", label: "4K cameras" },
        { value: "12", label: "Entrances" },
        { value: "24/7", label: "Monitoring" },
      ],
      image: { topic: "shopping mall atrium with security cameras", alt: "A shopping mall atrium with dome cameras on the upper gallery" },
      status: "Completed",
    },
    {
      title: "University Campus Access Control",
      location: "Jeddah",
      year: 2023,
      category: "Education",
      description:
        "Card and biometric access for lecture halls, laboratories and residences, with an emergency lockdown run from one console.",
      stats: [
        { value: "45", label: "Buildings" },
        { value: "600", label: "Doors" },
        { value: "1", label: "Lockdown console" },
      ],
      image: {
        topic: "university campus building entrance with access control gates",
        alt: "Students passing card-controlled gates at a university building entrance",
      },
      status: "Completed",
    },
    {
      title: "Logistics Hub Perimeter Protection",
      location: "Dammam",
      year: 2025,
      category: "Logistics",
      description: "Thermal perimeter cameras, vehicle gates with plate recognition and loading-dock monitoring for a new logistics hub.",
      stats: [
        { value: "2.4 km", label: "Perimeter" },
        { value: "60", label: "Thermal cameras" },
        { value: "8", label: "Vehicle gates" },
      ],
      image: {
        topic: "logistics warehouse hub with perimeter fence and thermal cameras",
        alt: "A logistics warehouse with a perimeter fence, camera poles and truck gates",
      },
      status: "Ongoing",
    },
  ] satisfies ProjectShowcase[],
  achievementsTitle: "Achievements",
  achievements: [
    { value: "{projects}+", label: "Projects" },
    { value: "50+", label: "Countries" },
    { value: "1M+", label: "Devices" },
    { value: "{satisfaction}%", label: "Client satisfaction" },
  ] satisfies Stat[],
  awardsTitle: "Certifications & recognition",
  awards: [
    { icon: "badge-check", title: "ISO 27001 Certified", detail: "Information security management" },
    { icon: "shield-check", title: "GDPR Compliant", detail: "Data protection by design" },
    { icon: "users", title: "Trusted by {clients}+ Clients", detail: "Across Saudi Arabia and the Middle East" },
  ] satisfies { icon: IconName; title: string; detail: string }[],
  awardsLink: { label: "See our awards and certifications", to: "/about/awards" },
} as const;

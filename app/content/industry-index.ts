// The industries as menus, breadcrumbs, the sitemap and quote topics need them. Each page's content is in
// industries.ts, which only the industry pages load: this index is all the other pages carry.

export interface IndustryIndexEntry {
  slug: string;
  title: string;
  /** Shorter label for menus and breadcrumbs. */
  navLabel: string;
  subtitle: string;
  /** Meta description: under 160 characters. */
  description: string;
}

export const industryIndex: IndustryIndexEntry[] = [
  {
    slug: "farms-agriculture",
    title: "Farms & Agriculture Security",
    navLabel: "Farms & Agriculture",
    subtitle: "Protect land, livestock, equipment and harvests around the clock",
    description:
      "Security for farms and agricultural sites in Saudi Arabia: perimeter cameras, livestock and equipment protection, remote monitoring.",
  },
  {
    slug: "hospital",
    title: "Hospital & Healthcare Security",
    navLabel: "Hospital & Healthcare",
    subtitle: "Safety for patients, staff and medicines, with privacy respected",
    description:
      "Hospital and healthcare security: access control, surveillance of public areas and emergency response that respects patient privacy.",
  },
  {
    slug: "shopping-mall",
    title: "Shopping Mall & Retail Security",
    navLabel: "Shopping Mall & Retail",
    subtitle: "Loss prevention and safe, welcoming shopping",
    description:
      "Shopping mall and retail security: AI loss prevention, customer flow analytics and one platform for video, access control and alarms.",
  },
  {
    slug: "school-university",
    title: "School & University Security",
    navLabel: "School & University",
    subtitle: "Safe campuses for students, staff and visitors",
    description: "School and university security: campus surveillance, ID access control, emergency communication and classroom security.",
  },
  {
    slug: "warehouse",
    title: "Warehouse & Logistics Security",
    navLabel: "Warehouse & Logistics",
    subtitle: "Protect inventory, docks and perimeters around the clock",
    description: "Warehouse and logistics security: inventory protection, loading dock surveillance, perimeter and vehicle access control.",
  },
  {
    slug: "manufacturing",
    title: "Manufacturing Security Solutions",
    navLabel: "Manufacturing",
    subtitle: "Industrial security that keeps people and production safe",
    description:
      "Manufacturing security: perimeter protection, production line monitoring, PPE detection and asset protection for factories.",
  },
  {
    slug: "commercial-buildings",
    title: "Commercial Buildings Security",
    navLabel: "Commercial Buildings",
    subtitle: "Multi-tenant access, visitors and after-hours protection",
    description:
      "Commercial building security: automated access control, visitor management, multi-tenant security and building integration.",
  },
  {
    slug: "home-surveillance",
    title: "Home Surveillance Solutions",
    navLabel: "Home Surveillance",
    subtitle: "Watch over your home and family from anywhere",
    description:
      "Home surveillance for villas and apartments: indoor and outdoor cameras, smart doorbells and mobile alerts with private cloud storage.",
  },
];

export function industryIndexEntry(slug: string): IndustryIndexEntry {
  const entry = industryIndex.find((candidate) => candidate.slug === slug);
  if (!entry) throw new Error(`No industry "${slug}" in the index`);
  return entry;
}

export function industryPath(entry: { slug: string }): string {
  return `/industries/${entry.slug}`;
}

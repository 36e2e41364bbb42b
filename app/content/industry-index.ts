// The industries, in the order the menus, the page registry, /industries and the quote topics list them: code, as the
// services' list is (./service-index.ts). What an industry page says is in content/pages/industries-<slug>.yaml and
// content/industries/<slug>.yaml; the English title is here too for the quote topics.

export interface IndustryIndexEntry {
  slug: string;
  /** The page record's English title (content/pages/industries-<slug>.yaml). */
  title: string;
}

export const industryIndex: readonly IndustryIndexEntry[] = [
  { slug: "farms-agriculture", title: "Farms & Agriculture Security" },
  { slug: "hospital", title: "Hospital & Healthcare Security" },
  { slug: "shopping-mall", title: "Shopping Mall & Retail Security" },
  { slug: "school-university", title: "School & University Security" },
  { slug: "warehouse", title: "Warehouse & Logistics Security" },
  { slug: "manufacturing", title: "Manufacturing Security Solutions" },
  { slug: "commercial-buildings", title: "Commercial Buildings Security" },
  { slug: "home-surveillance", title: "Home Surveillance Solutions" },
];

export function industryIndexEntry(slug: string): IndustryIndexEntry {
  const entry = industryIndex.find((candidate) => candidate.slug === slug);
  if (!entry) throw new Error(`No industry "${slug}" in the index`);
  return entry;
}

export function industryPath(entry: { slug: string }): string {
  return `/industries/${entry.slug}`;
}

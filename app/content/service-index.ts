// The services, in the order the menus, the page registry, /services and the quote topics list them. Code, as the page
// registry is (./pages.ts: React Router reads it outside the app's build, where content files cannot be loaded, and
// the quote form's island reads the topics). What a service page says is in its records: content/pages/services-<slug>.yaml
// (title, menu label, subtitle, description, in both languages) and content/services/<slug>.yaml (the page itself).
// The English title is here too for the quote topics, which still put it into Arabic through the catalogue; a unit test
// holds it equal to the page's record.

export interface ServiceIndexEntry {
  slug: string;
  /** The page record's English title (content/pages/services-<slug>.yaml). */
  title: string;
}

export const serviceIndex: readonly ServiceIndexEntry[] = [
  { slug: "landline-telephone", title: "Landline & Telephone Systems" },
  { slug: "attendance-management", title: "Attendance Management System" },
  { slug: "dashcam-protection", title: "Dashcam Protection" },
  { slug: "automated-entrance", title: "Automated Entrance" },
  { slug: "parking-security", title: "Parking & Garage Security" },
  { slug: "pos-payments", title: "POS & Payments" },
  { slug: "public-address", title: "Public Address Systems" },
  { slug: "intruder-alarms", title: "Intruder Alarms" },
  { slug: "access-control", title: "Access Control System" },
  { slug: "video-intercom", title: "Video Intercom" },
  { slug: "smart-network", title: "Smart Network" },
  { slug: "smart-surveillance", title: "Smart Surveillance System" },
];

export function serviceIndexEntry(slug: string): ServiceIndexEntry {
  const entry = serviceIndex.find((candidate) => candidate.slug === slug);
  if (!entry) throw new Error(`No service "${slug}" in the index`);
  return entry;
}

export function servicePath(entry: { slug: string }): string {
  return `/services/${entry.slug}`;
}

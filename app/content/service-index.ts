// The services as menus, breadcrumbs, the sitemap and quote topics need them. Each page's content is in
// services.ts, which only the service pages load: this index is all the other pages carry.

export interface ServiceIndexEntry {
  slug: string;
  title: string;
  /** Shorter label for menus and breadcrumbs. */
  navLabel: string;
  subtitle: string;
  /** Meta description: under 160 characters. */
  description: string;
}

export const serviceIndex: ServiceIndexEntry[] = [
  {
    slug: "landline-telephone",
    title: "Landline & Telephone Systems",
    navLabel: "Landline & Telephone",
    subtitle: "Reliable business voice systems for offices and facilities",
    description:
      "Business telephone and landline systems for offices and facilities in Riyadh and across Saudi Arabia, installed and supported by our engineers.",
  },
  {
    slug: "attendance-management",
    title: "Attendance Management System",
    navLabel: "Attendance Management",
    subtitle: "Biometric time and attendance for accurate workforce records",
    description:
      "Biometric attendance management with fingerprint and face recognition, analytics and packages from $299 per device for Saudi businesses.",
  },
  {
    slug: "dashcam-protection",
    title: "Dashcam Protection",
    navLabel: "Dashcam Protection",
    subtitle: "Vehicle cameras that protect drivers and fleets",
    description:
      "Dashcam systems for company vehicles and fleets: recording on the road, evidence when it matters, installed by our team in Saudi Arabia.",
  },
  {
    slug: "automated-entrance",
    title: "Automated Entrance",
    navLabel: "Automated Entrance",
    subtitle: "Automatic gates, barriers and doors with controlled access",
    description:
      "Automated entrances for buildings and compounds: gates, barriers and doors linked to access control, designed and installed in Saudi Arabia.",
  },
  {
    slug: "parking-security",
    title: "Parking & Garage Security",
    navLabel: "Parking & Garage Security",
    subtitle: "Safer car parks with surveillance and vehicle access control",
    description:
      "Parking and garage security: cameras, vehicle access control and barriers for car parks of malls, offices and residential compounds.",
  },
  {
    slug: "pos-payments",
    title: "POS & Payments",
    navLabel: "POS & Payments",
    subtitle: "Point-of-sale systems for retail and hospitality",
    description:
      "Point-of-sale and payment systems for shops and restaurants, installed and integrated with your store's security by our engineers.",
  },
  {
    slug: "public-address",
    title: "Public Address Systems",
    navLabel: "Public Address",
    subtitle: "Clear announcements and alerts across your site",
    description:
      "Public address and voice alarm systems for schools, malls, hospitals and industrial sites, designed and installed in Saudi Arabia.",
  },
  {
    slug: "intruder-alarms",
    title: "Intruder Alarms",
    navLabel: "Intruder Alarms",
    subtitle: "Detect break-ins early and respond fast",
    description: "Intruder alarm systems with sensors, sirens and monitoring for homes and businesses in Riyadh and across Saudi Arabia.",
  },
  {
    slug: "access-control",
    title: "Access Control System",
    navLabel: "Access Control",
    subtitle: "Biometric, card, PIN and mobile access for every door",
    description:
      "Access control with biometric, card, PIN and mobile credentials: up to 100,000 users, unlimited doors and response under 1 second.",
  },
  {
    slug: "video-intercom",
    title: "Video Intercom",
    navLabel: "Video Intercom",
    subtitle: "See and speak with visitors before you open the door",
    description: "Video intercom systems for villas, apartment buildings and offices, linked to door release and access control.",
  },
  {
    slug: "smart-network",
    title: "Smart Network",
    navLabel: "Smart Network",
    subtitle: "Secure, fast networks that carry your security systems",
    description: "Structured cabling, PoE switching, secure routing and Wi-Fi designed for security systems and busy offices.",
  },
  {
    slug: "smart-surveillance",
    title: "Smart Surveillance System",
    navLabel: "Smart Surveillance",
    subtitle: "AI-powered CCTV that watches, analyses and alerts",
    description:
      "Smart surveillance with AI analytics: dome, bullet, PTZ and wireless cameras from SAR 746.25 (from $199), installed in 24–48 hours, 5-year package warranty.",
  },
];

export function serviceIndexEntry(slug: string): ServiceIndexEntry {
  const entry = serviceIndex.find((candidate) => candidate.slug === slug);
  if (!entry) throw new Error(`No service "${slug}" in the index`);
  return entry;
}

export function servicePath(entry: { slug: string }): string {
  return `/services/${entry.slug}`;
}

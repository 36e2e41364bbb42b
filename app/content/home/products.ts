import type { CategoryId } from "~/content/configurator";
import type { IconName } from "../icons";

// Home section 6 and the /products overview page (SPEC §2): two product sections of four products, each with
// four features (SPEC §9). Names, prices and units come from the configurator's price table.
export interface ProductEntry {
  icon: IconName;
  /** The configurator item it is priced as. */
  item: { category: CategoryId; id: string };
  description: string;
  features: readonly [string, string, string, string];
}

export interface ProductGroup {
  id: string;
  title: string;
  intro: string;
  products: readonly [ProductEntry, ProductEntry, ProductEntry, ProductEntry];
}

export const productsSection = {
  id: "products",
  eyebrow: "Equipment",
  title: "Security Products",
  intro:
    "Professional equipment we supply, install and support. Prices are starting prices in SAR; every quote includes professional installation.",
  priceFrom: "From",
  groups: [
    {
      id: "surveillance-access",
      title: "Surveillance & Access Control",
      intro: "See everything that happens on site, and decide who gets in.",
      products: [
        {
          icon: "cctv",
          item: { category: "cctv", id: "cameras" },
          description: "Ultra HD cameras for indoor and outdoor use, day and night.",
          features: ["4K Ultra HD resolution", "Infrared night vision", "AI people and vehicle detection", "Weatherproof housing"],
        },
        {
          icon: "hard-drive",
          item: { category: "cctv", id: "nvr" },
          description: "Records and stores every camera stream securely on site.",
          features: ["Records many 4K streams", "Redundant disk storage", "Remote playback and export", "Encrypted user access"],
        },
        {
          icon: "fingerprint",
          item: { category: "access", id: "biometric" },
          description: "Fingerprint and face readers for doors, gates and turnstiles.",
          features: ["Fingerprint and face recognition", "Card and PIN fallback", "Anti-spoofing protection", "Indoor and outdoor models"],
        },
        {
          icon: "server",
          item: { category: "access", id: "controllers" },
          description: "The controller that decides, door by door, who may enter.",
          features: ["Controls several doors", "Keeps working offline", "Time-based schedules", "Alarm and fire panel inputs"],
        },
      ],
    },
    {
      id: "smart-network",
      title: "Smart Building & Networking",
      intro: "Sensors, automation and the network that carries it all.",
      products: [
        {
          icon: "radar",
          item: { category: "smart", id: "sensors" },
          description: "Wireless sensors that report motion, doors, smoke and leaks.",
          features: ["Motion and door sensing", "Smoke and water leak detection", "Wireless, quick to install", "Long battery life"],
        },
        {
          icon: "cpu",
          item: { category: "smart", id: "hub" },
          description: "Connects sensors, locks and lights into scenes and schedules.",
          features: ["Connects sensors, locks and lights", "Scenes and schedules", "Mobile app control", "Works with cameras and alarms"],
        },
        {
          icon: "network",
          item: { category: "networking", id: "switches" },
          description: "Power and data for cameras and readers over one cable.",
          features: ["Power over Ethernet", "Managed, with VLANs", "Priority for video traffic", "Rack and wall mounting"],
        },
        {
          icon: "wifi",
          item: { category: "networking", id: "wifi" },
          description: "Fast, stable wireless coverage for staff, guests and devices.",
          features: ["Fast, stable coverage", "Seamless roaming", "Separate guest network", "Central management"],
        },
      ],
    },
  ] satisfies ProductGroup[],
  configureLink: { label: "Build your system in the configurator", to: "/#configurator" },
  /** The home page shows each product without its features; the full list is on /products. */
  allLink: { label: "Every product with its features", to: "/products" },
} as const;

import { quoteTopicLink, type ActionLink } from "./actions";
import type { IconName } from "../icons";
import type { ImageSlot } from "../types";

// Home section 4 and the /services overview page (SPEC §2): four selectable cards; the selected one shows
// its four features and Learn More; the image and caption change with it.
export interface HomeService {
  id: string;
  icon: IconName;
  title: string;
  description: string;
  features: readonly [string, string, string, string];
  /** The matching service page (docs/decisions/010-open-buttons.md). */
  learnMore: string;
  image: ImageSlot;
  caption: string;
}

export const servicesSection = {
  id: "services",
  eyebrow: "What we do",
  title: "Our Services",
  intro: "Complete security systems, from the first survey to long-term support. Choose a service to see what it includes.",
  chooserLabel: "Choose a service",
  services: [
    {
      id: "cctv",
      icon: "cctv",
      title: "Advanced CCTV Systems",
      description: "4K cameras, recording and AI video analytics for complete visibility of your site.",
      features: [
        "4K Ultra HD cameras with night vision",
        "AI detection of people, vehicles and intrusions",
        "Live and recorded video on mobile and desktop",
        "Network video recorders with secure storage",
      ],
      learnMore: "/services/smart-surveillance",
      image: {
        topic: "4K CCTV security cameras on a modern commercial building",
        alt: "Dome and bullet security cameras mounted at a commercial building entrance",
      },
      caption: "4K cameras with AI analytics watching a commercial entrance.",
    },
    {
      id: "access-control",
      icon: "fingerprint",
      title: "Access Control Systems",
      description: "Biometric, card, PIN and mobile access that decides who enters each door, and when.",
      features: [
        "Fingerprint and face recognition readers",
        "Card, PIN and mobile credentials",
        "Time-based rules per person and door",
        "A full audit trail of every entry",
      ],
      learnMore: "/services/access-control",
      image: {
        topic: "biometric face recognition access control reader at an office door",
        alt: "An employee using a face recognition reader to open an office door",
      },
      caption: "Biometric readers that open the right doors for the right people.",
    },
    {
      id: "smart-home",
      icon: "house",
      title: "Smart Home Security",
      description: "Alarms, cameras and automation for villas and apartments, controlled from your phone.",
      features: [
        "Door and window sensors with alarm sirens",
        "Indoor and outdoor cameras with mobile alerts",
        "Video doorbell and intercom",
        "Automated lights and locks",
      ],
      learnMore: "/services/intruder-alarms",
      image: {
        topic: "smart home security system with mobile app, door sensor and video doorbell at a villa",
        alt: "A smartphone showing a home security app in front of a villa entrance with a video doorbell",
      },
      caption: "Home protection you arm, watch and control from your phone.",
    },
    {
      id: "enterprise",
      icon: "building",
      title: "Enterprise Solutions",
      description: "Integrated security platforms for large organisations and multi-site operations.",
      features: [
        "Video, access control and alarms on one platform",
        "Central monitoring of many sites",
        "Secure enterprise networking",
        "Integration with HR and building systems",
      ],
      learnMore: "/services/smart-network",
      image: {
        topic: "enterprise security operations centre monitoring multiple sites",
        alt: "A security operations centre monitoring several company sites on large screens",
      },
      caption: "One platform and one network for every site you operate.",
    },
  ] satisfies HomeService[],
  learnMoreLabel: "Learn More",
  actions: [
    { label: "Request Free Assessment", to: quoteTopicLink("security-assessment"), variant: "primary" },
    { label: "View All Services", to: "/services", variant: "secondary" },
  ] satisfies ActionLink[],
  /** /services only: the list of every service page. */
  directoryTitle: "All Services",
  directoryIntro: "Every system we design, install and support.",
} as const;

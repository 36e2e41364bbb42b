import { quoteTopicLink, type ActionLink } from "./actions";
import type { IconCard, ImageSlot } from "../types";

// Home section 1 (SPEC §2): headline, slogan, subtitle, two buttons, three feature cards, the hero image.
export const hero = {
  /** {engineersSince}: the site configuration's founding year of the engineers' work (docs/decisions/081). */
  badge: "Riyadh security engineers since {engineersSince}",
  headline: "Intelligent Security for a Safer Saudi Arabia",
  slogan: "Protect. Detect. Respond.",
  subtitle:
    "AI-powered surveillance, access control and smart building systems for businesses, institutions and homes, designed, installed and supported by our own engineers.",
  actions: [
    { label: "Get Free Security Assessment", to: quoteTopicLink("security-assessment"), variant: "primary" },
    { label: "Book a Consultation", to: quoteTopicLink("consultation"), variant: "secondary" },
  ] satisfies ActionLink[],
  /** The name of the feature cards' row (swiped on phones). */
  featuresLabel: "What our systems do",
  features: [
    {
      icon: "brain",
      title: "AI-Powered Detection",
      description: "Video analytics that recognise people, vehicles and unusual behaviour as it happens.",
    },
    {
      icon: "monitor",
      title: "24/7 Monitoring",
      description: "Round-the-clock oversight with instant alerts to your team and ours.",
    },
    {
      icon: "workflow",
      title: "Seamless Integration",
      description: "Cameras, access control, alarms and smart devices working as one system.",
    },
  ] satisfies IconCard[],
  image: {
    topic: "modern security control room with AI video analytics screens",
    alt: "Operators watching live camera feeds and AI alerts on a video wall in a security control room",
  } satisfies ImageSlot,
} as const;

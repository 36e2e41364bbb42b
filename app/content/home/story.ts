import type { IconName } from "../icons";
import type { Stat } from "../types";

// Home section 2 (SPEC §2): 'Future of Security', six cards with three marketing stats each. A stat that is a
// word ("AI", "One", "Every") is no figure: it is said as a short point instead (issue 15), so each card has three
// facts in all, figures first.
export interface StoryCard {
  icon: IconName;
  title: string;
  description: string;
  stats: readonly Stat[];
  points: readonly string[];
}

export const story = {
  id: "future-of-security",
  eyebrow: "Why it matters",
  title: "The Future of Security",
  intro:
    "Security is no longer a camera on a wall. It is a connected, intelligent system that sees, decides and acts, and it keeps getting smarter.",
  cards: [
    {
      icon: "cctv",
      title: "Advanced Surveillance",
      description: "4K cameras with night vision and wide dynamic range cover every angle of your site, day and night.",
      stats: [
        { value: "4K", label: "Ultra HD video" },
        { value: "24/7", label: "Recording" },
        { value: "360°", label: "Coverage" },
      ],
      points: [],
    },
    {
      icon: "shield-check",
      title: "Smart Protection",
      description: "Sensors, alarms and AI rules that tell a real threat from a passing car, so your team acts on what matters.",
      stats: [],
      points: ["AI threat detection", "Real-time alerts", "Multi-layer defence"],
    },
    {
      icon: "network",
      title: "Connected Ecosystem",
      description: "Video, access control, alarms and building systems share one network and one view of your site.",
      stats: [{ value: "1M+", label: "Devices connected" }],
      points: ["One unified platform", "Remote access from mobile"],
    },
    {
      icon: "brain",
      title: "K2 AI Platform",
      description: "Our AI surveillance platform analyses every stream at the edge and in the cloud, and learns what normal looks like.",
      stats: [{ value: "99.9%", label: "Uptime" }],
      points: ["AI video analytics", "Edge and cloud processing"],
    },
    {
      icon: "lock",
      title: "Zero-Trust Security",
      description: "Every user, device and connection is verified. Video and data stay encrypted, managed under ISO 27001.",
      stats: [],
      points: ["ISO 27001 certified", "End-to-end encryption", "Every access verified"],
    },
    {
      icon: "zap",
      title: "Instant Response",
      description: "Alerts reach the right people in seconds, and our engineers are on call when you need them.",
      stats: [
        { value: "15 min", label: "Emergency response" },
        { value: "2 hours", label: "Reply in business hours" },
        { value: "24/7", label: "Technical support" },
      ],
      points: [],
    },
  ] satisfies StoryCard[],
} as const;

import { printablePaths, quoteTopicLink, type ActionLink } from "./actions";

// Home section 10 (SPEC §2 'Vision 2030 timeline', §3 timeline item). Statuses are set as of November 2026:
// 2017-2023 completed; 2025 'AI Revolution' is the phase under way (active) until the 2027 milestone;
// 2027 and 2030 are planned (docs/decisions/010-open-buttons.md).
export type MilestoneStatus = "completed" | "active" | "planned";

export interface Milestone {
  year: number;
  title: string;
  description: string;
  status: MilestoneStatus;
  achievements: readonly [string, string, string];
}

export const timeline = {
  id: "vision-2030",
  eyebrow: "Vision 2030",
  title: "Our Journey to Vision 2030",
  intro:
    "From a Riyadh engineering team to a partner in the Kingdom's smart cities: where we have been, where we are, and where we are going.",
  milestones: [
    {
      year: 2017,
      title: "Foundation",
      description: "Established in Riyadh to bring enterprise-grade security systems to Saudi businesses.",
      status: "completed",
      achievements: ["Company established in Riyadh", "First enterprise CCTV installations", "Core engineering team formed"],
    },
    {
      year: 2020,
      title: "Regional Expansion",
      description: "Grew beyond Riyadh to serve clients across the Kingdom and the Gulf.",
      status: "completed",
      achievements: ["Offices in Dubai and Abu Dhabi", "Projects across the Gulf region", "Round-the-clock technical support"],
    },
    {
      year: 2023,
      title: "Smart City Integration",
      description: "Connected security with building management and city-scale platforms.",
      status: "completed",
      achievements: [
        "Integration with building management systems",
        "Unified video, access and alarm platform",
        "Smart-city pilot deployments",
      ],
    },
    {
      year: 2025,
      title: "AI Revolution",
      description: "Bringing AI video analytics and the K2 AI Platform to every installation we deliver.",
      status: "active",
      achievements: ["K2 AI Platform launch", "AI analytics in every new project", "Predictive maintenance of systems"],
    },
    {
      year: 2027,
      title: "Digital Transformation",
      description: "Cloud-managed, fully digital security services for every client and site.",
      status: "planned",
      achievements: ["Cloud management for all sites", "Digital service and maintenance portal", "Remote commissioning"],
    },
    {
      year: 2030,
      title: "Vision Realized",
      description: "Safe, smart and connected communities, in step with Saudi Vision 2030.",
      status: "planned",
      achievements: ["Security for smart cities at national scale", "Automated threat response", "Saudi talent leading the industry"],
    },
  ] satisfies Milestone[],
  actions: [
    { label: "Partner With Us", to: quoteTopicLink("partnership"), variant: "primary" },
    { label: "Download Roadmap", to: printablePaths.roadmap, variant: "secondary" },
  ] satisfies ActionLink[],
} as const;

import { printablePaths, quoteTopicLink, type ActionLink } from "./actions";
import type { IconCard } from "../types";

// Home section 9 (SPEC §2): four feature cards, the architecture explanation (collect, AI processing,
// response) and Request Technology Demo; Download Specification opens the printable specification.
export const technology = {
  id: "technology",
  eyebrow: "K2 AI Platform",
  title: "Technology That Thinks Ahead",
  intro:
    "Our AI surveillance platform turns cameras, readers and sensors into one intelligent system that spots risks early and responds in seconds.",
  /** The name of the features' row (swiped on phones). */
  featuresLabel: "Platform capabilities",
  features: [
    {
      icon: "brain",
      title: "AI Video Analytics",
      description: "Deep-learning models detect people, vehicles, loitering and perimeter breaches as they happen.",
    },
    {
      icon: "cpu",
      title: "Edge Computing",
      description: "Analytics run on cameras and local servers, so alerts arrive in seconds even when the internet is down.",
    },
    {
      icon: "cloud",
      title: "Cloud Management",
      description: "Manage every site, user and device from one secure web console and mobile app.",
    },
    {
      icon: "lock",
      title: "Cyber-Hardened Devices",
      description: "Encrypted video, signed firmware and zero-trust access, managed under ISO 27001.",
    },
  ] satisfies IconCard[],
  architectureTitle: "How the platform works",
  architecture: [
    {
      icon: "radar",
      title: "Collect",
      description: "Cameras, access readers and sensors capture video, entry events and environmental data across your site.",
    },
    {
      icon: "brain",
      title: "AI Processing",
      description: "The K2 AI Platform analyses every stream at the edge and in the cloud, filters out noise and ranks real risks.",
    },
    {
      icon: "bell-ring",
      title: "Response",
      description: "Operators and mobile users are alerted, and automated actions follow: doors lock, lights switch on, guards are sent.",
    },
  ] satisfies IconCard[],
  actions: [
    { label: "Request Technology Demo", to: quoteTopicLink("technology-demo"), variant: "primary" },
    { label: "Download Specification", to: printablePaths.specification, variant: "secondary" },
  ] satisfies ActionLink[],
} as const;

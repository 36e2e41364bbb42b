import { printablePaths, quoteTopicLink, type ActionLink } from "./actions";
import type { IconName } from "../icons";
import type { ImageSlot } from "../types";

// Home section 7 and /projects (SPEC §2 'Virtual tour', §3 tour scene, §9 5000 ms auto-advance).
export interface TourHotspot {
  /** Position on the scene image, in percent from its left and top edges. */
  x: number;
  y: number;
  label: string;
  icon: IconName;
}

export interface TourScene {
  id: string;
  title: string;
  description: string;
  features: readonly [string, string, string, string];
  hotspots: readonly [TourHotspot, TourHotspot, TourHotspot];
  image: ImageSlot;
}

export const tourAdvanceMs = 5000;

export const tour = {
  id: "virtual-tour",
  eyebrow: "Virtual tour",
  title: "Explore Our Security Solutions",
  intro: "Step inside the systems we build. Choose a location, or play the tour to move through them one by one.",
  scenes: [
    {
      id: "control-room",
      title: "Central Control Room",
      description:
        "The heart of the system: operators see live video, alarms and access events on one video wall, while AI brings forward what needs attention.",
      hotspots: [
        { x: 24, y: 30, label: "Video wall with AI alerts", icon: "monitor" },
        { x: 58, y: 66, label: "Operator workstations", icon: "users" },
        { x: 80, y: 38, label: "Incident dashboard", icon: "activity" },
      ],
      features: ["Unified video wall", "AI event prioritisation", "Redundant power", "24/7 operation"],
      image: {
        topic: "central security control room with video wall and operators",
        alt: "A security control room with a large video wall and operator desks",
      },
    },
    {
      id: "perimeter",
      title: "Perimeter Security",
      description:
        "Thermal and 4K cameras, fence sensors and smart lighting guard the outer boundary, and stop threats before they reach a building.",
      hotspots: [
        { x: 20, y: 28, label: "Thermal camera", icon: "thermometer" },
        { x: 50, y: 62, label: "Fence intrusion sensor", icon: "radar" },
        { x: 78, y: 48, label: "Vehicle gate with plate recognition", icon: "car" },
      ],
      features: ["Thermal imaging", "Intrusion detection", "License plate recognition", "Smart lighting"],
      image: {
        topic: "secure facility perimeter fence with thermal cameras and vehicle gate at dusk",
        alt: "A facility perimeter fence with cameras on poles and a vehicle barrier gate at dusk",
      },
    },
    {
      id: "server-room",
      title: "Secure Server Room",
      description: "Biometric doors, environmental sensors and continuous recording protect the systems that keep the business running.",
      hotspots: [
        { x: 16, y: 50, label: "Biometric door reader", icon: "fingerprint" },
        { x: 54, y: 24, label: "Rack camera", icon: "cctv" },
        { x: 82, y: 58, label: "Temperature and humidity sensor", icon: "thermometer" },
      ],
      features: ["Biometric access", "Environmental monitoring", "Access audit trail", "Fire system integration"],
      image: {
        topic: "secure data centre server room with biometric door and server racks",
        alt: "Rows of server racks behind a glass door with a biometric reader",
      },
    },
    {
      id: "smart-office",
      title: "Smart Office",
      description:
        "Staff badge in with their phones, visitors are registered at reception, and lights and climate follow who is in the building.",
      hotspots: [
        { x: 22, y: 56, label: "Mobile access reader", icon: "smartphone" },
        { x: 50, y: 34, label: "Visitor management kiosk", icon: "id-card" },
        { x: 78, y: 22, label: "Occupancy sensor", icon: "lightbulb" },
      ],
      features: ["Mobile credentials", "Visitor management", "Attendance tracking", "Energy automation"],
      image: {
        topic: "modern smart office lobby with mobile access control and visitor kiosk",
        alt: "A bright office lobby with access gates, a visitor kiosk and smart lighting",
      },
    },
  ] satisfies TourScene[],
  actions: [
    { label: "Schedule Live Tour", to: quoteTopicLink("live-tour"), variant: "primary" },
    { label: "Download Brochure", to: printablePaths.brochure, variant: "secondary" },
  ] satisfies ActionLink[],
} as const;

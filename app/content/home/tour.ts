import { printablePaths, quoteTopicLink, type ActionLink } from "./actions";
import type { IconName } from "../icons";
import type { ImageSlot } from "../types";

// Home section 7 and /projects (SPEC §2 'Virtual tour', §3 tour scene, §9 5000 ms auto-advance).
export interface TourHotspot {
  /** The object of the scene's artwork the marker sits on (named in app/images/scenes/). */
  on: string;
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
        { on: "video-wall", label: "Video wall with AI alerts", icon: "monitor" },
        { on: "workstations", label: "Operator workstations", icon: "users" },
        { on: "dashboard", label: "Incident dashboard", icon: "activity" },
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
        { on: "thermal-camera", label: "Thermal camera", icon: "thermometer" },
        { on: "fence-sensor", label: "Fence intrusion sensor", icon: "radar" },
        { on: "vehicle-gate", label: "Vehicle gate with plate recognition", icon: "car" },
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
        { on: "door-reader", label: "Biometric door reader", icon: "fingerprint" },
        { on: "rack-camera", label: "Rack camera", icon: "cctv" },
        { on: "sensor", label: "Temperature and humidity sensor", icon: "thermometer" },
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
        { on: "mobile-reader", label: "Mobile access reader", icon: "smartphone" },
        { on: "kiosk", label: "Visitor management kiosk", icon: "id-card" },
        { on: "occupancy-sensor", label: "Occupancy sensor", icon: "lightbulb" },
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

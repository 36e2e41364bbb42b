import type { Scene } from "./parts";
import { alarmWall, controlRoom, doorReader, hospitalCorridor, officeLobby, serverRoom } from "./rooms";
import { analyticsDesk, carPark, checkout, mallAtrium, productionLine, warehouseAisles } from "./venues";
import { campusGate, dashcamTruck, farmPerimeter, siteGate, villaEntrance, watchedBuilding } from "./outdoors";

// Every scene the site draws, by name: a few drawings (app/images/scenes/*.tsx) in the variants
// the site's topics need, so pages about different things never share a picture.

const factories = {
  // The home hero: the largest scene, a control room with two rows of screens.
  "control-room-hero": () => controlRoom(["ai", "feed", "map", "feed", "ai", "chart"], "alert", 3),
  "control-room-tour": () => controlRoom(["feed", "ai", "feed"], "chart"),
  "control-room-sites": () => controlRoom(["map", "map", "chart"], "feed"),
  "control-room-operations": () => controlRoom(["feed", "chart", "ai", "feed"], "map", 3),
  "control-room-hospital": () => controlRoom(["feed", "alert", "feed"], "map", 1),
  "control-room-school": () => controlRoom(["feed", "feed", "feed", "feed", "feed", "feed"], "alert", 1),
  "control-room-safety": () => controlRoom(["ai", "ai", "chart"], "alert", 2),
  "server-room": () => serverRoom(4),
  "network-rack": () => serverRoom(2, true),
  "office-lobby": () => officeLobby("turnstiles"),
  "smart-office": () => officeLobby("smart"),
  reception: () => officeLobby("phones"),
  "face-reader": () => doorReader("face"),
  "door-reader": () => doorReader("fingerprint"),
  "attendance-terminal": () => doorReader("attendance"),
  "alarm-panel": alarmWall,
  "hospital-corridor": hospitalCorridor,
  "mall-atrium": () => mallAtrium("cameras"),
  "mall-speakers": () => mallAtrium("speakers"),
  checkout,
  "car-park": carPark,
  "footfall-heat-map": () => analyticsDesk("heat", "chart"),
  "building-dashboard": () => analyticsDesk("map", "alert"),
  "warehouse-aisles": warehouseAisles,
  "production-line": productionLine,
  perimeter: () => siteGate("perimeter"),
  "warehouse-gate": () => siteGate("warehouse"),
  "loading-dock": () => siteGate("dock"),
  "compound-gate": () => siteGate("compound"),
  "villa-intercom": () => villaEntrance("intercom"),
  "villa-cameras": () => villaEntrance("cameras"),
  "villa-app": () => villaEntrance("app"),
  "home-app": () => villaEntrance("live"),
  "school-gate": () => campusGate("cameras"),
  "campus-gates": () => campusGate("gates"),
  "farm-perimeter": () => farmPerimeter(false),
  "farm-thermal": () => farmPerimeter(true),
  "building-cameras": () => watchedBuilding(false),
  "ai-cameras": () => watchedBuilding(true),
  dashcam: dashcamTruck,
} satisfies Record<string, () => Scene>;

export type SceneName = keyof typeof factories;

export const SCENE_NAMES = Object.keys(factories) as SceneName[];

const built = new Map<SceneName, Scene>();

/** A scene, built once on first use. */
export function sceneFor(name: SceneName): Scene {
  let scene = built.get(name);
  if (!scene) {
    scene = factories[name]();
    built.set(name, scene);
  }
  return scene;
}

import type { SceneName } from "./scenes/catalogue";

// The artwork every image slot shows when no generated image exists (DESIGN "Imagery"): an
// isometric scene of the slot's topic (app/images/scenes/), so a hospital page shows a hospital
// corridor and a mall page a mall atrium. This module picks the scene from the topic; the
// component in app/images/components/ImageArtwork.tsx draws it. tests/unit/image-artwork.test.ts
// holds every registered slot to a scene of its own topic.

// First match wins: the more specific topics come first ("AI surveillance camera and control room
// monitors" is the CCTV service, about cameras; "heat map dashboard for a shopping mall" is analytics).
const SCENE_RULES: ReadonlyArray<readonly [RegExp, SceneName]> = [
  [/dash ?cam/, "dashcam"],
  [/attendance/, "attendance-terminal"],
  [/face recog/, "face-reader"],
  [/access control reader|reader beside|fingerprint/, "door-reader"],
  [/smartphone|live view/, "home-app"],
  [/mobile app/, "villa-app"],
  [/intercom|doorbell/, "villa-intercom"],
  [/point of sale|\bpos\b|checkout/, "checkout"],
  [/public address|speaker/, "mall-speakers"],
  [/alarm|intruder|motion sensor/, "alarm-panel"],
  [/parking|car park|garage/, "car-park"],
  [/heat ?map|footfall|retail analytics/, "footfall-heat-map"],
  [/building management|dashboard/, "building-dashboard"],
  [/network|\bpoe\b|cabling/, "network-rack"],
  [/server|data cent/, "server-room"],
  [/telephone|\bphones?\b|pbx|voip/, "reception"],
  [/smart office|kiosk/, "smart-office"],
  [/lobby|turnstile/, "office-lobby"],
  [/\bppe\b|industrial safety/, "control-room-safety"],
  [/hospital.*control/, "control-room-hospital"],
  [/school.*control/, "control-room-school"],
  [/multiple sites|enterprise/, "control-room-sites"],
  [/operations control room/, "control-room-operations"],
  [/video analytics/, "control-room-hero"],
  [/ai surveillance|ai camera/, "ai-cameras"],
  [/video wall|control room|command cent/, "control-room-tour"],
  [/hospital|clinic|health/, "hospital-corridor"],
  [/mall|atrium|retail/, "mall-atrium"],
  [/farm.*night|thermal.*farm/, "farm-thermal"],
  [/farm|agricultur|barn|livestock/, "farm-perimeter"],
  [/loading dock/, "loading-dock"],
  [/aisle/, "warehouse-aisles"],
  [/factory|production line|industrial/, "production-line"],
  [/warehouse|logistic/, "warehouse-gate"],
  [/perimeter|fence/, "perimeter"],
  [/sliding gate|compound/, "compound-gate"],
  [/campus.*camera|school/, "school-gate"],
  [/campus|universit/, "campus-gates"],
  [/villa|home|residen|house/, "villa-cameras"],
  [/barrier|gate/, "compound-gate"],
];

/** The scene a topic is drawn as; cameras on a building when nothing more specific fits. */
export function sceneName(topic: string): SceneName {
  const text = topic.toLowerCase();
  return SCENE_RULES.find(([pattern]) => pattern.test(text))?.[1] ?? "building-cameras";
}

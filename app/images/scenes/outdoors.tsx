import { union } from "./iso";
import {
  SCENE_COLOURS as C,
  barrier,
  box,
  bullet,
  detection,
  dome,
  fence,
  floor,
  panel,
  person,
  phone,
  pole,
  reader,
  roof,
  screen,
  tree,
  vehicle,
  view,
  type Part,
  type Scene,
} from "./parts";

// Outdoor scenes: a site gate and perimeter, a villa entrance, a school or campus gate, a farm, a
// commercial building's cameras, a fleet truck's dashcam.

const ground = (fill: string = C.navy800) => floor(0, 0, 9, 9, fill);

/** Windows along a building's front face (plane y = at). */
const windows = (at: number, from: number, to: number, levels: readonly number[]): Part[] =>
  levels.flatMap((z) => {
    const cells: Part[] = [];
    for (let a = from; a + 0.8 <= to; a += 1.2) cells.push(panel({ axis: "y", at }, a, a + 0.8, z, z + 0.6, C.accent500, 0.45));
    return cells;
  });

export type GateKind = "perimeter" | "warehouse" | "compound" | "dock";

/** A site's boundary: a building behind a fence, a vehicle gate with a barrier, a guard booth and a camera pole. */
export function siteGate(kind: GateKind): Scene {
  const building =
    kind === "compound"
      ? [box(1, 0.5, 0, 2, 2, 1.6, "light"), box(4, 0.5, 0, 2, 2, 1.6, "light"), tree(6.8, 1.5)]
      : [box(1, 0, 0, 6, 2.2, kind === "perimeter" ? 1.8 : 2.4), ...windows(2.2, 1.3, 6.8, kind === "perimeter" ? [1] : [])];
  const docks =
    kind === "warehouse" || kind === "dock"
      ? [1.6, 3.2, 4.8].map((a) => panel({ axis: "y", at: 2.2 }, a, a + 1.1, 0, 1.3, C.amber, 0.8))
      : [];
  const cameraPole = pole(0.8, 4.5, 3);
  const camera = bullet([0.8, 4.5, 3], 1);
  const sensor = reader({ axis: "y", at: 3.5 }, 3, 0.3, C.amber, 0.35);
  const gate = kind === "compound" ? box(5, 3.45, 0, 2, 0.1, 1.3, "accent") : barrier(5, 3.3, 2);
  const car =
    kind === "dock" ? vehicle(2, 2.6, 3, "light") : vehicle(5.2, 5, kind === "warehouse" ? 3 : 2, kind === "compound" ? "accent" : "light");
  const parts: Part[] = [
    ground(kind === "perimeter" ? C.navy950 : C.navy800),
    ...building,
    ...docks,
    ...(kind === "dock" ? [car, dome([2.4, 2.2, 1.6]), dome([4, 2.2, 1.6])] : []),
    fence([0, 3.5], [5, 3.5]),
    fence([7.2, 3.5], [9, 3.5]),
    sensor,
    gate,
    box(7.4, 4, 0, 1, 1, 1.4, "surface"),
    view(
      [0.8, 4.5, 3],
      [
        [2, 8, 0],
        [6, 6, 0],
      ],
      kind === "perimeter" ? C.amber : C.accent500,
    ),
    cameraPole,
    camera,
    ...(kind === "dock" ? [person(6, 6.5, "staff")] : [car]),
  ];
  if (kind === "perimeter") parts.push(person(2.5, 7, "alert"), detection(person(2.5, 7)));
  return {
    parts,
    objects: { "thermal-camera": union(camera.box, cameraPole.box), "fence-sensor": sensor.box, "vehicle-gate": union(gate.box, car.box) },
  };
}

export type VillaKind = "intercom" | "cameras" | "app" | "live";

/** A villa behind its boundary wall: gate, intercom on the pillar, cameras, a palm; with a phone for the app views. */
export function villaEntrance(kind: VillaKind): Scene {
  const intercom = reader({ axis: "y", at: 5.7 }, 4.2, 0.9, C.accent300, kind === "intercom" ? 0.5 : 0.35);
  const parts: Part[] = [
    ground(),
    box(1.5, 0.5, 0, 5, 3, 2, "light"),
    box(2.5, 0.8, 2, 3, 2.4, 1.1, "light"),
    panel({ axis: "y", at: 3.5 }, 3.2, 4.4, 0, 1.6, C.navy700),
    ...windows(3.5, 1.8, 3, [0.8]),
    ...windows(3.5, 5, 6.4, [0.8]),
    ...windows(3.2, 2.8, 5.4, [2.4]),
    bullet([6.5, 3.5, 1.8], 1),
    tree(7.8, 2.5, 2.4),
    box(0, 5, 0, 4, 0.6, 0.9, "surface"),
    box(6, 5, 0, 3, 0.6, 0.9, "surface"),
    box(4, 5, 0, 0.2, 0.7, 1.5),
    box(5.8, 5, 0, 0.2, 0.7, 1.5),
    panel({ axis: "y", at: 5.5 }, 4.2, 5.8, 0, 1.2, C.accent500, 0.35),
    intercom,
  ];
  if (kind === "cameras")
    parts.push(
      bullet([1.5, 3.5, 1.8], -1),
      view(
        [1.5, 3.5, 1.7],
        [
          [0.5, 8, 0],
          [4, 8, 0],
        ],
      ),
      view(
        [6.5, 3.5, 1.7],
        [
          [5, 8, 0],
          [9, 7, 0],
        ],
      ),
    );
  if (kind === "intercom" || kind === "app") parts.push(person(4.8, 6.8));
  if (kind === "app") parts.push(box(3.3, 3.5, 0.8, 0.1, 0.05, 0.3, "amber"), phone(225, 80, 100, ["feed", "alert"]));
  if (kind === "live") parts.push(phone(195, 30, 160, ["feed", "ai", "alert", "feed"]));
  return { parts };
}

/** A school or campus entrance: a building, a flag, a fence with card gates, students, and cameras. */
export function campusGate(kind: "gates" | "cameras"): Scene {
  const tall = kind === "gates";
  const gates = [3.2, 4.2, 5.2].map((x) => box(x, 4.6, 0, 0.25, 1, 1, tall ? "accent" : "surface"));
  const parts: Part[] = [
    ground(),
    box(0.8, 0.3, 0, 7, 2.6, tall ? 3 : 2),
    ...windows(2.9, 1.1, 7.6, tall ? [0.5, 1.4, 2.3] : [0.6, 1.3]),
    pole(8.3, 1.5, 3.2),
    panel({ axis: "x", at: 8.3 }, 1.5, 2.5, 2.5, 3.1, C.amber, 0.9),
    fence([0, 5], [3.2, 5]),
    fence([6, 5], [9, 5]),
    ...gates,
    person(3.8, 3.8),
    person(4.8, 6.2),
    person(2.6, 7.4),
    person(6, 7.2, "staff"),
  ];
  if (kind === "cameras")
    parts.push(
      pole(1.2, 6, 2.6),
      bullet([1.2, 6, 2.6], 1),
      view(
        [1.2, 6, 2.5],
        [
          [3, 9, 0],
          [6, 7, 0],
        ],
      ),
    );
  if (kind === "gates") parts.push(dome([3, 2.9, 1.8]), dome([6, 2.9, 1.8]));
  return { parts };
}

/** A farm: field rows, a barn, the perimeter fence and a camera pole; at night the thermal view picks out intruders. */
export function farmPerimeter(night: boolean): Scene {
  const furrows = Array.from({ length: 8 }, (_, index) =>
    panel({ axis: "y", at: 4.4 + index * 0.55 }, 0.5, 6.5, 0, 0.05, night ? C.accent700 : C.amber, 0.6),
  );
  const intruder = person(7.5, 6, "alert");
  return {
    parts: [
      ground(night ? C.navy950 : C.navy800),
      ...furrows,
      box(1, 0.6, 0, 3, 2.4, 1.6, night ? "structure" : "surface"),
      roof(1, 0.6, 1.6, 3, 2.4, 1),
      box(5, 1, 0, 0.9, 0.9, 2.2),
      fence([0, 3.6], [9, 3.6]),
      fence([8.6, 0], [8.6, 9]),
      pole(7, 3.8, 3.2),
      bullet([7, 3.8, 3.2], -1),
      view(
        [7, 3.8, 3.1],
        [
          [3, 9, 0],
          [8.5, 8.5, 0],
        ],
        night ? C.amber : C.accent500,
      ),
      ...(night
        ? [intruder, detection(intruder), box(4, 7, 0, 0.8, 0.4, 0.5, "amber")]
        : [tree(7.8, 1.5), box(4, 6.5, 0, 0.8, 0.4, 0.5, "light")]),
    ],
  };
}

/** A commercial building's entrance under dome and bullet cameras; with AI analytics, detection boxes on people and cars. */
export function watchedBuilding(ai: boolean): Scene {
  const visitor = person(3.5, 5.5);
  const car = vehicle(6, 6.2, 2, "surface");
  return {
    parts: [
      ground(),
      box(1, 0, 0, 6.5, 3.2, 3.6),
      ...windows(3.2, 1.3, 7.3, [1.6, 2.6]),
      panel({ axis: "y", at: 3.2 }, 3.2, 5, 0, 1.3, C.accent300, 0.5),
      dome([4.1, 3.2, 1.5]),
      bullet([1.2, 3.2, 3.2], -1),
      bullet([7.3, 3.2, 3.2], 1),
      view(
        [7.3, 3.2, 3.1],
        [
          [5.5, 8.5, 0],
          [9, 6.5, 0],
        ],
      ),
      view(
        [1.2, 3.2, 3.1],
        [
          [0.5, 8, 0],
          [3.5, 8.5, 0],
        ],
      ),
      visitor,
      person(2, 7),
      car,
      ...(ai ? [detection(visitor), detection(car), screen({ axis: "x", at: 8.6 }, 0.4, 2.4, 1.2, 2.8, "ai")] : []),
    ],
  };
}

/** A delivery truck on the road with a dashcam behind the windshield and its view ahead. */
export function dashcamTruck(): Scene {
  const truck = box(1.5, 3.5, 0.3, 3.5, 1.6, 1.8, "light");
  const cab = box(5, 3.6, 0.3, 1.3, 1.4, 1.3, "surface");
  return {
    parts: [
      ground(C.navy950),
      floor(0, 3, 9, 3, C.navy800),
      ...[0.5, 3, 5.5, 8].map((x) => floor(x, 4.45, 1.2, 0.1, C.amber)),
      truck,
      cab,
      panel({ axis: "x", at: 6.3 }, 3.7, 4.9, 1, 1.5, C.accent300, 0.7),
      dome([6.25, 4.3, 1.45]),
      view(
        [6.3, 4.3, 1.3],
        [
          [9, 2.8, 0],
          [9, 6, 0],
        ],
      ),
      vehicle(7.6, 3.3, 1.2, "accent"),
    ],
  };
}

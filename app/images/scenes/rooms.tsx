import { union } from "./iso";
import {
  BACK_WALL,
  LEFT_WALL,
  SCENE_COLOURS as C,
  box,
  detection,
  dome,
  panel,
  person,
  rack,
  reader,
  room,
  screen,
  view,
  type Part,
  type Scene,
  type ScreenContent,
} from "./parts";

// Indoor scenes: control room, server room, office lobby, a reader at a door, an alarm wall, a hospital corridor.

/** A control room: a video wall, a dashboard, desks and operators. The screens say what the room watches. */
export function controlRoom(wall: readonly ScreenContent[], dashboard: ScreenContent, operators = 2): Scene {
  const width = 6.6 / wall.length;
  const rows = wall.length > 3 ? 2 : 1;
  const perRow = wall.length / rows;
  const screens = wall.map((content, index) => {
    const column = index % perRow;
    const row = Math.floor(index / perRow);
    const start = 1.2 + column * width * rows;
    return screen(BACK_WALL, start, start + width * rows - 0.15, 2.6 - (row + 1) * (1.4 / rows), 2.6 - row * (1.4 / rows) - 0.1, content);
  });
  const board = screen(LEFT_WALL, 2, 4.4, 1, 2.3, dashboard);
  const desk = box(2, 3.6, 0, 5, 1, 0.75, "surface");
  const monitors = [2.4, 3.9, 5.4].map((x) => box(x, 3.7, 0.75, 1.1, 0.12, 0.55));
  const people = Array.from({ length: operators }, (_, index) => person(2.8 + index * 2.2, 5.3, "staff"));
  return {
    parts: [...room(), ...screens, board, dome([0, 7.5, 2.7]), desk, ...monitors, ...people],
    objects: {
      "video-wall": union(...screens.map((part) => part.box)),
      workstations: union(desk.box, ...people.map((part) => part.box)),
      dashboard: board.box,
    },
  };
}

/** A server room: racks, a glass door with a biometric reader, a camera on the racks and an environment sensor. */
export function serverRoom(racks: number, network = false): Scene {
  const units = Array.from({ length: racks }, (_, index) => rack(2.6 + index * 1.2, 2.4, network ? 6 : 4));
  const door = panel(LEFT_WALL, 5, 7, 0, 2.2, C.accent500, 0.25);
  const doorReader = reader(LEFT_WALL, 7.3, 1);
  const camera = dome([5, 0, 2.7]);
  const sensor = reader(BACK_WALL, 0.8, 1.6, C.amber);
  const cables: Part[] = network
    ? [box(2.6, 2.2, 2.75, racks * 1.2, 0.3, 0.12, "amber"), box(2.4, 2.4, 2.6, 0.15, 0.15, 0.4, "accent")]
    : [];
  return {
    parts: [
      ...room(),
      door,
      doorReader,
      camera,
      sensor,
      ...units,
      ...cables,
      view(
        [5, 0, 2.6],
        [
          [3, 4, 0],
          [8, 4, 0],
        ],
      ),
    ],
    objects: { "door-reader": doorReader.box, "rack-camera": camera.box, sensor: sensor.box },
  };
}

export type LobbyKind = "turnstiles" | "smart" | "phones";

/**
 * An office lobby: a reception desk and speed gates ("turnstiles"); a mobile-credential gate, a visitor kiosk
 * and a ceiling occupancy sensor ("smart"); or a long reception desk with IP phones ("phones").
 */
export function officeLobby(kind: LobbyKind): Scene {
  const reception = box(5, 1.2, 0, kind === "phones" ? 3 : 2.4, 1, 1, "surface");
  const parts: Part[] = [...room(), panel(BACK_WALL, 1, 4, 1.4, 2.4, C.accent700), person(6.5, 0.8, "staff"), reception];
  if (kind === "phones") {
    parts.push(...[5.3, 6.3, 7.3].map((x) => box(x, 1.4, 1, 0.5, 0.4, 0.2, "accent")), person(6, 3.5));
    return { parts };
  }
  const gateXs = kind === "turnstiles" ? [1.5, 2.7, 3.9, 5.1] : [2, 3.2];
  const gates = gateXs.map((x) => box(x, 5, 0, 0.3, 1.2, 1));
  const flaps = gateXs.slice(0, -1).map((x) => box(x + 0.3, 5.5, 0.5, 0.9, 0.05, 0.35, "accent"));
  const gateReader = reader({ axis: "x", at: 2.3 }, 5.2, 1, kind === "smart" ? C.amber : C.accent300, 0.3);
  const kiosk = box(2, 1.6, 0, 0.6, 0.6, 1.5, "light");
  const kioskScreen = screen({ axis: "y", at: 2.2 }, 2, 2.6, 0.9, 1.5, "chart");
  const sensor = dome([6, 0, 2.8]);
  if (kind === "smart")
    parts.push(
      kiosk,
      kioskScreen,
      sensor,
      view(
        [6, 0, 2.7],
        [
          [3, 3.5, 0],
          [8, 3.5, 0],
        ],
        C.amber,
      ),
      person(3, 3, "staff"),
    );
  parts.push(...gates, ...flaps, gateReader, person(3.3, 7), person(kind === "smart" ? 2.6 : 4.5, 6.6));
  return {
    parts,
    objects: {
      "mobile-reader": union(gateReader.box, gates[0]!.box),
      kiosk: union(kiosk.box, kioskScreen.box),
      "occupancy-sensor": sensor.box,
    },
  };
}

export type ReaderKind = "face" | "fingerprint" | "attendance";

/** A glass office door with a reader beside it and someone presenting a face, finger or badge. */
export function doorReader(kind: ReaderKind): Scene {
  const size = kind === "attendance" ? 0.9 : 0.5;
  const device = reader(BACK_WALL, 5.6, 1, kind === "fingerprint" ? C.amber : C.accent300, size);
  const face = kind === "fingerprint" ? [] : [screen(BACK_WALL, 5.65, 5.5 + size, 1.2, 1 + size * 1.4, kind === "face" ? "ai" : "feed")];
  return {
    parts: [
      ...room(),
      panel(BACK_WALL, 2, 5, 0, 2.4, C.accent500, 0.3),
      panel(BACK_WALL, 3.45, 3.55, 0, 2.4, C.navy950),
      device,
      ...face,
      ...(kind === "attendance" ? [screen(LEFT_WALL, 2, 4, 1.2, 2.2, "chart")] : []),
      view(
        [6, 0, 1.4],
        [
          [5, 2.5, 0],
          [7.5, 2.5, 0],
        ],
        kind === "fingerprint" ? C.amber : C.accent500,
      ),
      person(6.2, 2, "staff"),
      person(3, 5.5),
    ],
  };
}

/** An alarm wall: keypad, motion detector with its zone, door contact, siren, and someone detected. */
export function alarmWall(): Scene {
  const intruder = person(5.5, 5.5, "alert");
  return {
    parts: [
      ...room(),
      panel(LEFT_WALL, 4, 6, 0, 2.2, C.navy950),
      box(0, 6, 1.6, 0.1, 0.3, 0.3, "amber"),
      reader(LEFT_WALL, 2.5, 1.1, C.accent300, 0.6),
      box(6.5, 0, 2.2, 0.8, 0.2, 0.5, "amber"),
      dome([8.6, 0, 2.7]),
      view(
        [8.6, 0, 2.6],
        [
          [2, 6, 0],
          [7, 8, 0],
        ],
        C.amber,
      ),
      intruder,
      detection(intruder),
    ],
  };
}

/** A bright hospital corridor: doors, a cross sign, a ceiling camera, a bed and staff. */
export function hospitalCorridor(): Scene {
  const doors = [1, 3.6, 6.2].map((x) => panel({ axis: "y", at: 2.5 }, x, x + 1.3, 0, 2.2, C.surface, 0.85));
  return {
    parts: [
      panel({ axis: "x", at: 0 }, 2.5, 6.5, 0, 3, C.navy700),
      panel({ axis: "y", at: 2.5 }, 0, 9, 0, 3, C.muted),
      box(0, 2.5, 0, 9, 4, 0.02, "light"),
      ...doors,
      panel({ axis: "y", at: 2.5 }, 5.25, 5.45, 2.1, 2.8, C.accent500),
      panel({ axis: "y", at: 2.5 }, 5, 5.7, 2.35, 2.55, C.accent500),
      dome([3, 2.5, 2.8]),
      view(
        [3, 2.5, 2.7],
        [
          [0.5, 6, 0],
          [6.5, 6, 0],
        ],
      ),
      box(4.5, 3.3, 0.4, 2.2, 1, 0.25, "light"),
      box(4.5, 3.3, 0, 0.15, 1, 0.4, "surface"),
      person(2.5, 4.6, "staff"),
      person(7.5, 5),
    ],
  };
}

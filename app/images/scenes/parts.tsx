import type { ReactElement } from "react";
import { bounds, polygon, project, type Point, type Rect } from "./iso";

// The shared parts every scene is built from: floors, walls, boxes, screens, cameras, readers,
// barriers, fences and people, in the brand palette (app/app.css). Each part returns its markup and
// its box on screen, so a scene can name an object (for the tour's hotspots) by the part that draws it.

export const SCENE_COLOURS = {
  navy950: "#070d1a",
  navy900: "#0b1426",
  navy800: "#13203a",
  navy700: "#1c2d4f",
  accent300: "#5eead4",
  accent500: "#14b8c4",
  accent700: "#0e7490",
  amber: "#f5a524",
  surface: "#f7f9fc",
  muted: "#475569",
} as const;

const C = SCENE_COLOURS;

export interface Part {
  svg: ReactElement;
  box: Rect;
}

const part = (svg: ReactElement, points: readonly Point[]): Part => ({ svg, box: bounds(points) });

/** A vertical plane: the back walls are `{ axis: "y", at: 0 }` (along x) and `{ axis: "x", at: 0 }` (along y). */
export interface Plane {
  axis: "x" | "y";
  at: number;
}

/** A point on a plane, `along` its run and `z` up. */
const on = (plane: Plane, along: number, z: number): Point => (plane.axis === "y" ? [along, plane.at, z] : [plane.at, along, z]);

const rectOn = (plane: Plane, a0: number, a1: number, z0: number, z1: number): Point[] => [
  on(plane, a0, z0),
  on(plane, a1, z0),
  on(plane, a1, z1),
  on(plane, a0, z1),
];

/** Face colours of a box: top, left-front, right-front. */
const TONES = {
  structure: [C.navy700, C.navy800, C.navy950],
  surface: [C.muted, C.navy700, C.navy800],
  light: [C.surface, C.muted, C.navy700],
  accent: [C.accent300, C.accent500, C.accent700],
  amber: [C.amber, C.amber, C.muted],
} as const;

export type Tone = keyof typeof TONES;

export function box(x: number, y: number, z: number, w: number, d: number, h: number, tone: Tone = "structure"): Part {
  const [top, left, right] = TONES[tone];
  const topFace: Point[] = [
    [x, y, z + h],
    [x + w, y, z + h],
    [x + w, y + d, z + h],
    [x, y + d, z + h],
  ];
  const leftFace: Point[] = [
    [x, y + d, z],
    [x + w, y + d, z],
    [x + w, y + d, z + h],
    [x, y + d, z + h],
  ];
  const rightFace: Point[] = [
    [x + w, y, z],
    [x + w, y + d, z],
    [x + w, y + d, z + h],
    [x + w, y, z + h],
  ];
  return part(
    <g>
      <path d={polygon(topFace)} fill={top} />
      <path d={polygon(leftFace)} fill={left} />
      <path d={polygon(rightFace)} fill={right} />
    </g>,
    [...topFace, ...leftFace, ...rightFace],
  );
}

/** A gabled roof along x over a box of the same footprint. */
export function roof(x: number, y: number, z: number, w: number, d: number, h: number): Part {
  const ridge: Point[] = [
    [x, y + d / 2, z + h],
    [x + w, y + d / 2, z + h],
  ];
  const front: Point[] = [[x, y + d, z], [x + w, y + d, z], ridge[1]!, ridge[0]!];
  const gable: Point[] = [[x + w, y, z], [x + w, y + d, z], ridge[1]!];
  return part(
    <g>
      <path d={polygon(front)} fill={C.navy700} />
      <path d={polygon(gable)} fill={C.navy950} />
    </g>,
    [...front, ...gable],
  );
}

/** A floor with a faint unit grid. */
export function floor(x: number, y: number, w: number, d: number, fill: string = C.navy800): Part {
  const corners: Point[] = [
    [x, y, 0],
    [x + w, y, 0],
    [x + w, y + d, 0],
    [x, y + d, 0],
  ];
  let grid = "";
  for (let i = 1; i < w; i++)
    grid += polygon([
      [x + i, y, 0],
      [x + i, y + d, 0],
    ]).slice(0, -1);
  for (let i = 1; i < d; i++)
    grid += polygon([
      [x, y + i, 0],
      [x + w, y + i, 0],
    ]).slice(0, -1);
  return part(
    <g>
      <path d={polygon(corners)} fill={fill} />
      <path d={grid} fill="none" strokeOpacity=".15" />
    </g>,
    corners,
  );
}

/** A flat rectangle on a plane: a wall, door, window, sign or shop front. */
export function panel(plane: Plane, a0: number, a1: number, z0: number, z1: number, fill: string, opacity?: number): Part {
  const points = rectOn(plane, a0, a1, z0, z1);
  return part(<path d={polygon(points)} fill={fill} fillOpacity={opacity} />, points);
}

/** What a screen shows: patches in fractions of its width and height; `line` draws an outline (an AI detection box). */
type Mark = readonly [u0: number, u1: number, v0: number, v1: number, colour: string, line?: boolean];

const SCREEN_CONTENT = {
  ai: [
    [0.1, 0.9, 0.15, 0.3, C.navy700],
    [0.2, 0.45, 0.3, 0.85, C.accent300, true],
    [0.55, 0.8, 0.4, 0.85, C.amber, true],
  ],
  map: [
    [0.1, 0.9, 0.1, 0.9, C.navy700],
    [0.2, 0.3, 0.6, 0.7, C.amber],
    [0.55, 0.65, 0.3, 0.4, C.accent300],
    [0.7, 0.8, 0.65, 0.75, C.accent300],
  ],
  chart: [
    [0.15, 0.3, 0.1, 0.5, C.accent300],
    [0.4, 0.55, 0.1, 0.75, C.accent300],
    [0.65, 0.8, 0.1, 0.35, C.amber],
  ],
  heat: [
    [0.1, 0.9, 0.1, 0.9, C.navy700],
    [0.2, 0.5, 0.3, 0.7, C.amber],
    [0.55, 0.8, 0.2, 0.5, C.accent500],
    [0.3, 0.4, 0.4, 0.6, C.accent300],
  ],
  feed: [
    [0, 1, 0, 0.35, C.navy700],
    [0.4, 0.55, 0.1, 0.7, C.accent300],
  ],
  alert: [
    [0.1, 0.9, 0.6, 0.85, C.amber],
    [0.1, 0.6, 0.15, 0.45, C.accent300],
  ],
} satisfies Record<string, readonly Mark[]>;

export type ScreenContent = keyof typeof SCREEN_CONTENT;

/** A screen on a plane: a dark frame, a lit face and its content. */
export function screen(plane: Plane, a0: number, a1: number, z0: number, z1: number, content: ScreenContent): Part {
  const pad = 0.08;
  const inner = (u: number, v: number) => on(plane, a0 + pad + (a1 - a0 - 2 * pad) * u, z1 - pad - (z1 - z0 - 2 * pad) * v);
  const marks = (SCREEN_CONTENT[content] as readonly Mark[]).map(([u0, u1, v0, v1, colour, line], index) => (
    <path
      key={index}
      d={polygon([inner(u0, v0), inner(u1, v0), inner(u1, v1), inner(u0, v1)])}
      fill={line ? "none" : colour}
      stroke={line ? colour : "none"}
      strokeOpacity={line ? 1 : undefined}
    />
  ));
  const frame = rectOn(plane, a0, a1, z0, z1);
  return part(
    <g>
      <path d={polygon(frame)} fill={C.navy950} />
      <path d={polygon([inner(0, 0), inner(1, 0), inner(1, 1), inner(0, 1)])} fill={C.accent700} fillOpacity=".55" />
      {marks}
    </g>,
    frame,
  );
}

/** A ceiling or bracket dome camera hanging at a point. */
export function dome(point: Point): Part {
  const [x, y] = project(point);
  return {
    svg: (
      <g>
        <path d={`M${x - 4} ${y}a4 4 0 0 0 8 0z`} fill={C.surface} />
        <circle cx={x} cy={y + 2} r="1.3" fill={C.navy950} />
      </g>
    ),
    box: { x: x - 4, y, w: 8, h: 4 },
  };
}

/** A bullet camera on a bracket, looking left (-1) or right (1). */
export function bullet(point: Point, facing: 1 | -1 = 1): Part {
  const [x, y] = project(point);
  const f = facing;
  return {
    svg: (
      <g>
        <path d={`M${x} ${y}v4`} stroke={C.muted} strokeOpacity="1" />
        <path d={`M${x - 3 * f} ${y - 3}h${10 * f}l${2 * f} 3h${-10 * f}z`} fill={C.surface} />
        <circle cx={x + 8 * f} cy={y - 1.5} r="1.2" fill={C.accent500} />
      </g>
    ),
    box: { x: Math.min(x - 3 * f, x + 9 * f), y: y - 3, w: 12, h: 7 },
  };
}

/** A camera's field of view on the ground: a faint cone from the lens. */
export function view(from: Point, to: readonly Point[], colour: string = C.accent500): Part {
  const points = [from, ...to];
  return part(<path d={polygon(points)} fill={colour} fillOpacity=".14" stroke="none" />, points);
}

/** A person standing at a floor point; `tone` picks out staff or a detected person. */
export function person(x: number, y: number, tone: "visitor" | "staff" | "alert" = "visitor", z = 0): Part {
  const [sx, sy] = project([x, y, z]);
  const fill = tone === "staff" ? C.accent500 : tone === "alert" ? C.amber : C.muted;
  return {
    svg: (
      <g fill={fill}>
        <path d={`M${sx - 3.5} ${sy}v-9q0-4 3.5-4t3.5 4v9z`} />
        <circle cx={sx} cy={sy - 16} r="3" />
      </g>
    ),
    box: { x: sx - 3.5, y: sy - 19, w: 7, h: 19 },
  };
}

/** A pole from the ground, to mount cameras and lights on. */
export function pole(x: number, y: number, height: number): Part {
  const points: Point[] = [
    [x, y, 0],
    [x, y, height],
  ];
  return part(<path d={polygon(points)} stroke={C.muted} strokeOpacity="1" strokeWidth="1.5" />, points);
}

/** A boom barrier: an amber post and a striped arm, along x or y. */
export function barrier(x: number, y: number, length: number, axis: "x" | "y" = "x"): Part {
  const post = box(x, y, 0, 0.5, 0.5, 1.1, "amber");
  const start: Point = [x + 0.25, y + 0.25, 0.9];
  const end: Point = axis === "x" ? [x + 0.25 + length, y + 0.25, 0.9] : [x + 0.25, y + 0.25 + length, 0.9];
  const arm = polygon([start, end]).slice(0, -1);
  return {
    svg: (
      <g>
        {post.svg}
        <path d={arm} stroke={C.surface} strokeOpacity="1" strokeWidth="2" />
        <path d={arm} stroke={C.amber} strokeOpacity="1" strokeWidth="2" strokeDasharray="3 3" />
      </g>
    ),
    box: bounds([start, end, [x, y, 0], [x + 0.5, y + 0.5, 1.1]]),
  };
}

/** A fence between two ground points: posts and two wires. */
export function fence(from: readonly [number, number], to: readonly [number, number], height = 1.2): Part {
  const [x0, y0] = from;
  const [x1, y1] = to;
  const steps = Math.round(Math.hypot(x1 - x0, y1 - y0));
  let d = "";
  for (let i = 0; i <= steps; i++) {
    const x = x0 + ((x1 - x0) * i) / steps;
    const y = y0 + ((y1 - y0) * i) / steps;
    d += polygon([
      [x, y, 0],
      [x, y, height],
    ]).slice(0, -1);
  }
  for (const z of [height * 0.5, height])
    d += polygon([
      [x0, y0, z],
      [x1, y1, z],
    ]).slice(0, -1);
  const face: Point[] = [
    [x0, y0, 0],
    [x1, y1, 0],
    [x1, y1, height],
    [x0, y0, height],
  ];
  return part(
    <g>
      <path d={polygon(face)} fill={C.accent500} fillOpacity=".06" stroke="none" />
      <path d={d} stroke={C.muted} strokeOpacity="1" />
    </g>,
    face,
  );
}

/** A small wall device (card or biometric reader, keypad, intercom, sensor): a dark plate with a lit mark. */
export function reader(plane: Plane, along: number, z: number, light: string = C.accent300, size = 0.4): Part {
  const plate = rectOn(plane, along, along + size, z, z + size * 1.5);
  const [lx, ly] = project(on(plane, along + size / 2, z + size));
  return part(
    <g>
      <path d={polygon(plate)} fill={C.navy950} stroke={C.accent300} strokeOpacity=".8" />
      <circle cx={lx} cy={ly} r="1.2" fill={light} />
    </g>,
    plate,
  );
}

/** A server or network rack: a tall box with rows of lights on its front. */
export function rack(x: number, y: number, rows = 5): Part {
  const body = box(x, y, 0, 1, 1, 2.6);
  let lights = "";
  for (let row = 0; row < rows; row++) {
    const z = 0.4 + row * 0.42;
    lights += polygon([
      [x + 0.15, y + 1, z],
      [x + 0.7, y + 1, z],
    ]).slice(0, -1);
  }
  return {
    svg: (
      <g>
        {body.svg}
        <path d={lights} stroke={C.accent300} strokeOpacity=".9" strokeWidth="1.2" />
      </g>
    ),
    box: body.box,
  };
}

/** A round-crowned tree or palm. */
export function tree(x: number, y: number, height = 1.8): Part {
  const [bx, by] = project([x, y, 0]);
  const [tx, ty] = project([x, y, height]);
  return {
    svg: (
      <g>
        <path d={`M${bx} ${by}V${ty}`} stroke={C.muted} strokeOpacity="1" strokeWidth="1.5" />
        <circle cx={tx} cy={ty} r="7" fill={C.accent700} />
      </g>
    ),
    box: { x: tx - 7, y: ty - 7, w: 14, h: by - ty + 7 },
  };
}

/** A car or truck: a body and a cabin, along x. */
export function vehicle(x: number, y: number, length = 2, tone: Tone = "surface"): Part {
  const body = box(x, y, 0.15, length, 1, 0.55, tone);
  const cabin = box(x + length * 0.25, y + 0.1, 0.7, length * 0.45, 0.8, 0.4, "structure");
  return {
    svg: (
      <g>
        {body.svg}
        {cabin.svg}
      </g>
    ),
    box: body.box,
  };
}

/** A flat phone held up in front of a scene (not in perspective): a frame with live tiles or an alert. */
export function phone(x: number, y: number, height: number, tiles: readonly ScreenContent[]): Part {
  const width = Math.round(height * 0.52);
  const tile = (width - 10) / 2;
  const marks = tiles.map((content, index) => {
    const tx = x + 4 + (index % 2) * (tile + 2);
    const ty = y + 12 + Math.floor(index / 2) * (tile + 2);
    const colour = content === "alert" ? C.amber : C.accent300;
    return (
      <g key={index}>
        <rect x={tx} y={ty} width={tile} height={tile} fill={C.accent700} fillOpacity=".6" />
        <rect
          x={tx + tile * 0.3}
          y={ty + tile * 0.25}
          width={tile * 0.4}
          height={tile * 0.6}
          fill="none"
          stroke={colour}
          strokeOpacity="1"
        />
      </g>
    );
  });
  return {
    svg: (
      <g>
        <rect x={x} y={y} width={width} height={height} rx="6" fill={C.navy950} stroke={C.accent300} strokeOpacity=".8" />
        {marks}
        <rect x={x + 4} y={y + height - 22} width={width - 8} height="10" rx="3" fill={C.amber} />
      </g>
    ),
    box: { x, y, w: width, h: height },
  };
}

/** An AI detection box drawn around a part (a person or vehicle the analytics picked out). */
export function detection(target: Part): Part {
  const { x, y, w, h } = target.box;
  const box = { x: x - 2, y: y - 2, w: w + 4, h: h + 4 };
  return {
    svg: (
      <rect {...{ x: box.x, y: box.y, width: box.w, height: box.h }} fill="none" stroke={C.amber} strokeOpacity="1" strokeDasharray="3 2" />
    ),
    box,
  };
}

/** A scene: its parts in painting order (back to front) and the objects tour hotspots may point at. */
export interface Scene {
  parts: Part[];
  objects?: Record<string, Rect>;
}

/** The two back walls of a room. */
export const LEFT_WALL: Plane = { axis: "x", at: 0 };
export const BACK_WALL: Plane = { axis: "y", at: 0 };

/** A room: floor and two back walls, open to the viewer. */
export function room(height = 3): Part[] {
  return [floor(0, 0, 9, 9), panel(LEFT_WALL, 0, 9, 0, height, C.navy700), panel(BACK_WALL, 0, 9, 0, height, C.navy800)];
}

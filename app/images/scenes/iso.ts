// The one isometric projection every scene is drawn in (DESIGN "Imagery"). World units: x runs
// down to the right, y down to the left, z up; the back corner of a 9 x 9 floor sits at the top
// centre of a 300 x 200 viewBox, the shape of the site's 600 x 400 slots.

export type Point = readonly [x: number, y: number, z: number];

/** A box in viewBox units: what tour hotspots are placed on and tested against. */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const VIEW = { w: 300, h: 200 } as const;

const ORIGIN = { x: 150, y: 48 };
const ACROSS = 13; // 15 units * cos 30°
const DOWN = 7.5; // 15 units * sin 30°
const UP = 15;

/** Screen position of a world point, rounded to whole units (shorter markup, same look). */
export function project([x, y, z]: Point): [number, number] {
  return [Math.round(ORIGIN.x + (x - y) * ACROSS), Math.round(ORIGIN.y + (x + y) * DOWN - z * UP)];
}

/** A closed path through world points. */
export function polygon(points: readonly Point[]): string {
  return `M${points.map((point) => project(point).join(" ")).join(" ")}Z`;
}

/** The screen box around world points. */
export function bounds(points: readonly Point[]): Rect {
  const xs = points.map((point) => project(point)[0]);
  const ys = points.map((point) => project(point)[1]);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y };
}

/** The smallest box holding several. */
export function union(...rects: Rect[]): Rect {
  const x = Math.min(...rects.map((rect) => rect.x));
  const y = Math.min(...rects.map((rect) => rect.y));
  const right = Math.max(...rects.map((rect) => rect.x + rect.w));
  const bottom = Math.max(...rects.map((rect) => rect.y + rect.h));
  return { x, y, w: right - x, h: bottom - y };
}

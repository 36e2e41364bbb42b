import {
  BACK_WALL,
  LEFT_WALL,
  SCENE_COLOURS as C,
  box,
  bullet,
  detection,
  dome,
  floor,
  panel,
  person,
  rack,
  room,
  screen,
  vehicle,
  view,
  type Part,
  type Scene,
  type ScreenContent,
} from "./parts";

// Large indoor spaces: a mall atrium, a shop checkout, a car park, an analytics desk, warehouse aisles, a factory line.

/** A mall atrium: two gallery levels of shop fronts, shoppers, and dome cameras or ceiling speakers under the galleries. */
export function mallAtrium(devices: "cameras" | "speakers"): Scene {
  const shops = [0.5, 3.5, 6.5].flatMap((a) => [
    panel(BACK_WALL, a, a + 2.4, 0, 1.6, a === 3.5 ? C.amber : C.accent700, 0.7),
    panel(BACK_WALL, a, a + 2.4, 2.4, 3.6, C.accent700, 0.5),
  ]);
  const sideShops = [1, 4].map((a) => panel(LEFT_WALL, a, a + 2.4, 0, 1.6, C.accent700, 0.6));
  const points = [
    [3, 2, 1.95],
    [7, 2, 1.95],
    [2, 5.5, 1.95],
  ] as const;
  const fixtures: Part[] = points.flatMap((point) =>
    devices === "cameras"
      ? [
          view(point, [
            [point[0] - 1.5, point[1] + 3, 0],
            [point[0] + 1.5, point[1] + 3, 0],
          ]),
          dome(point),
        ]
      : [
          view(
            point,
            [
              [point[0] - 1, point[1] + 1.5, 0],
              [point[0] + 1, point[1] + 1.5, 0],
            ],
            C.amber,
          ),
          box(point[0] - 0.3, point[1] - 0.3, 1.9, 0.6, 0.6, 0.08, "light"),
        ],
  );
  return {
    parts: [
      ...room(4),
      ...shops,
      ...sideShops,
      box(0, 0, 2, 9, 2, 0.25),
      box(0, 2, 2, 2, 7, 0.25),
      panel({ axis: "y", at: 2 }, 2, 9, 2.25, 2.7, C.accent300, 0.25),
      ...fixtures,
      person(4, 4),
      person(5.5, 5.5),
      person(3, 7.5),
      person(7, 6.5),
      box(4.6, 6.5, 0, 1.2, 1.2, 0.4, "surface"),
    ],
  };
}

/** A shop checkout: shelves, a counter with a touchscreen terminal and card reader, a cashier and a shopper. */
export function checkout(): Scene {
  const shelves = [1, 3.5, 6].map((x) => box(x, 0.3, 0, 2, 0.8, 2, "surface"));
  const goods = [1, 3.5, 6].map((x) => panel({ axis: "y", at: 1.1 }, x + 0.2, x + 1.8, 0.6, 1.6, C.amber, 0.5));
  return {
    parts: [
      ...room(),
      ...shelves,
      ...goods,
      person(5, 3.2, "staff"),
      box(2.5, 4, 0, 5, 1.2, 1),
      box(4.2, 4.3, 1, 0.2, 0.2, 0.4, "surface"),
      screen({ axis: "y", at: 4.5 }, 3.8, 4.8, 1.3, 2, "chart"),
      box(5.6, 4.6, 1, 0.4, 0.5, 0.15, "accent"),
      person(5.2, 6.5),
      dome([8.8, 0, 2.7]),
    ],
  };
}

/** A car park: columns, parked cars, an entry barrier, ceiling cameras and a plate camera at the entry. */
export function carPark(): Scene {
  const car = vehicle(5.5, 6.5, 2, "accent");
  return {
    parts: [
      ...room(2.6),
      ...[2, 5, 8].map((x) => panel(BACK_WALL, x - 0.1, x + 0.1, 0, 2.6, C.amber)),
      ...[1, 3.5, 6].map((x) => vehicle(x, 0.8, 2)),
      box(3, 3.6, 0, 0.4, 0.4, 2.6),
      box(6.5, 3.6, 0, 0.4, 0.4, 2.6),
      dome([1, 4, 2.55]),
      view(
        [1, 4, 2.5],
        [
          [0.5, 6, 0],
          [3.5, 6, 0],
        ],
      ),
      floor(1, 5.6, 7, 0.1, C.amber),
      car,
      detection(car),
      bullet([4.6, 7, 1.8], 1),
    ],
  };
}

/** An analytics desk: one large monitor and a smaller one, showing a heat map or a building overview. */
export function analyticsDesk(main: ScreenContent, side: ScreenContent): Scene {
  return {
    parts: [
      ...room(),
      screen(BACK_WALL, 1.5, 7.5, 1, 2.7, "map"),
      box(2, 3, 0, 5.5, 1.6, 0.8, "surface"),
      box(3.9, 3.3, 0.8, 0.3, 0.3, 0.5),
      screen({ axis: "y", at: 3.4 }, 2.5, 5.8, 1.2, 2.8, main),
      screen({ axis: "x", at: 6.1 }, 3.2, 4.4, 0.9, 1.7, side),
      person(4.5, 5.8, "staff"),
    ],
  };
}

/** Warehouse aisles: pallet racking, a forklift, and cameras down the aisles. */
export function warehouseAisles(): Scene {
  const racking = [0.5, 3.5, 6.5].flatMap((y) => [0, 1.1, 2.2].map((z) => box(1, y, z, 7, 1.4, 0.9, z === 1.1 ? "amber" : "surface")));
  return {
    parts: [
      ...room(3.6),
      ...racking.slice(0, 6),
      dome([4, 2.7, 3.4]),
      view(
        [4, 2.7, 3.3],
        [
          [1, 3.3, 0],
          [8, 3.3, 0],
        ],
      ),
      ...racking.slice(6),
      vehicle(5, 2.2, 1.3, "amber"),
      person(3, 2.6, "staff"),
      dome([5, 5.7, 3.4]),
    ],
  };
}

/** A production line: a conveyor with boxes, workers in hard hats, and cameras on a beam above. */
export function productionLine(): Scene {
  return {
    parts: [
      ...room(3.4),
      box(0.8, 0.8, 0, 2, 1.5, 2.2),
      rack(6.5, 0.5, 3),
      box(0.5, 4, 0, 8, 1.2, 0.8, "surface"),
      ...[1.5, 3.5, 5.5, 7].map((x) => box(x, 4.2, 0.8, 0.7, 0.7, 0.5, "amber")),
      box(0, 3.2, 3, 9, 0.2, 0.2),
      bullet([3, 3.3, 2.9], -1),
      bullet([6.5, 3.3, 2.9], 1),
      view(
        [6.5, 3.3, 2.9],
        [
          [5, 6.5, 0],
          [8.5, 6.5, 0],
        ],
      ),
      person(3, 6.2, "alert"),
      person(6, 6.6, "staff"),
    ],
  };
}

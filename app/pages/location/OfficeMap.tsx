import { locationText, MAP_SIZE as map, type MapRoad } from "~/content/location";
import { directionOf } from "~/i18n/locale";
import { useInLocale, useLocale } from "~/page-context/use-locale";

const roadWidth: Record<MapRoad["kind"], number> = { highway: 9, street: 6 };
const BLOCK = 34;
/** Streets first, so that highways run over them at crossings. */
const bottomUp = (roads: readonly MapRoad[]) => roads.toSorted((a, b) => Number(a.kind === "highway") - Number(b.kind === "highway"));
const GAP = 6;

/** City blocks on a 40-unit grid, as one path: the roads are drawn over them. */
const blocks = Array.from({ length: Math.ceil(map.width / (BLOCK + GAP)) * Math.ceil(map.height / (BLOCK + GAP)) }, (_, i) => {
  const columns = Math.ceil(map.width / (BLOCK + GAP));
  const x = (i % columns) * (BLOCK + GAP) + GAP / 2;
  const y = Math.floor(i / columns) * (BLOCK + GAP) + GAP / 2;
  return `M${x} ${y}h${BLOCK}v${BLOCK}h-${BLOCK}z`;
}).join("");

/**
 * A road's name beside it: above a road across the map, starting where its language starts a line (left-to-right
 * from the western end, right-to-left from the eastern end); west of a road down it, from the foot of the map upwards
 * in both languages, clear of the roads across the top. Text in a right-to-left page is anchored at its right end
 * ("start"), so a label placed as for left-to-right ran off the map's edge.
 */
function RoadLabel({ road, rightToLeft }: { road: MapRoad; rightToLeft: boolean }) {
  const offset = roadWidth[road.kind] / 2 + 3;
  if (road.from.y === road.to.y) {
    const x = rightToLeft ? Math.max(road.from.x, road.to.x) - 6 : Math.min(road.from.x, road.to.x) + 6;
    return (
      <text x={x} y={road.from.y - offset}>
        {road.name}
      </text>
    );
  }
  return (
    <text transform={`translate(${road.from.x - offset} ${map.height - 6}) rotate(-90)`} textAnchor={rightToLeft ? "end" : "start"}>
      {road.name}
    </text>
  );
}

/**
 * The head office's area as a static inline SVG (no tiles, no script): roads, the office's pin and a north arrow,
 * in the brand's colours. An image to assistive technology, named by its description.
 */
export function OfficeMap({ className }: { className?: string }) {
  const drawing = useInLocale()(locationText).map;
  const rightToLeft = directionOf(useLocale()) === "rtl";
  const { x, y } = drawing.office.at;
  return (
    <svg viewBox={`0 0 ${map.width} ${map.height}`} role="img" aria-label={drawing.label} className={className}>
      <rect width={map.width} height={map.height} className="fill-surface" />
      <path d={blocks} className="fill-slate-200" />
      {bottomUp(drawing.roads).map((road) => (
        <line
          key={road.name}
          x1={road.from.x}
          y1={road.from.y}
          x2={road.to.x}
          y2={road.to.y}
          strokeWidth={roadWidth[road.kind]}
          className={road.kind === "highway" ? "stroke-amber-400" : "stroke-white"}
        />
      ))}
      <g data-road-labels="" className="fill-ink text-[10px] font-semibold">
        {drawing.roads.map((road) => (
          <RoadLabel key={road.name} road={road} rightToLeft={rightToLeft} />
        ))}
      </g>
      <g transform={`translate(${x} ${y})`}>
        <path d="M0 0c-4-7-11-12-11-20a11 11 0 0 1 22 0c0 8-7 13-11 20z" className="fill-accent-700 stroke-white" strokeWidth={1.5} />
        <circle cy={-20} r={4} className="fill-white" />
        <text y={15} textAnchor="middle" className="fill-navy-900 text-[12px] font-bold">
          {drawing.office.label}
        </text>
      </g>
      <g transform={`translate(${map.width - 20} 52)`} className="fill-navy-900">
        <path d="M0-12l6 14-6-4-6 4z" />
        <text y={14} textAnchor="middle" className="text-[11px] font-bold">
          {drawing.north}
        </text>
      </g>
    </svg>
  );
}

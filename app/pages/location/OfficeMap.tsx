import { headOfficeMap as map, type MapRoad } from "~/content/location";
import { useLocalize } from "~/page-context/use-locale";

const roadWidth: Record<MapRoad["kind"], number> = { highway: 9, street: 6 };
const BLOCK = 34;
/** Streets first, so that highways run over them at crossings. */
const roadsBottomUp = [...map.roads].sort((a, b) => Number(a.kind === "highway") - Number(b.kind === "highway"));
const GAP = 6;

/** City blocks on a 40-unit grid, as one path: the roads are drawn over them. */
const blocks = Array.from({ length: Math.ceil(map.width / (BLOCK + GAP)) * Math.ceil(map.height / (BLOCK + GAP)) }, (_, i) => {
  const columns = Math.ceil(map.width / (BLOCK + GAP));
  const x = (i % columns) * (BLOCK + GAP) + GAP / 2;
  const y = Math.floor(i / columns) * (BLOCK + GAP) + GAP / 2;
  return `M${x} ${y}h${BLOCK}v${BLOCK}h-${BLOCK}z`;
}).join("");

/** A road's name beside it: above a road across the map, reading upwards west of a road down it. */
function RoadLabel({ road }: { road: MapRoad }) {
  const name = useLocalize()(road.name);
  const offset = roadWidth[road.kind] / 2 + 3;
  const across = road.from[1] === road.to[1];
  return across ? (
    <text x={road.from[0] + 6} y={road.from[1] - offset}>
      {name}
    </text>
  ) : (
    <text transform={`translate(${road.from[0] - offset} ${map.height - 6}) rotate(-90)`}>{name}</text>
  );
}

/**
 * The head office's area as a static inline SVG (no tiles, no script): roads, the office's pin and a north arrow,
 * in the brand's colours. An image to assistive technology, named by its description.
 */
export function OfficeMap({ className }: { className?: string }) {
  const [x, y] = map.office.at;
  const t = useLocalize();
  return (
    <svg viewBox={`0 0 ${map.width} ${map.height}`} role="img" aria-label={t(map.label)} className={className}>
      <rect width={map.width} height={map.height} className="fill-surface" />
      <path d={blocks} className="fill-slate-200" />
      {roadsBottomUp.map((road) => (
        <line
          key={road.name}
          x1={road.from[0]}
          y1={road.from[1]}
          x2={road.to[0]}
          y2={road.to[1]}
          strokeWidth={roadWidth[road.kind]}
          className={road.kind === "highway" ? "stroke-amber-400" : "stroke-white"}
        />
      ))}
      <g className="fill-ink text-[10px] font-semibold">
        {map.roads.map((road) => (
          <RoadLabel key={road.name} road={road} />
        ))}
      </g>
      <g transform={`translate(${x} ${y})`}>
        <path d="M0 0c-4-7-11-12-11-20a11 11 0 0 1 22 0c0 8-7 13-11 20z" className="fill-accent-700 stroke-white" strokeWidth={1.5} />
        <circle cy={-20} r={4} className="fill-white" />
        <text y={15} textAnchor="middle" className="fill-navy-900 text-[12px] font-bold">
          {t(map.office.label)}
        </text>
      </g>
      <g transform={`translate(${map.width - 20} 52)`} className="fill-navy-900">
        <path d="M0-12l6 14-6-4-6 4z" />
        <text y={14} textAnchor="middle" className="text-[11px] font-bold">
          {t(map.north)}
        </text>
      </g>
    </svg>
  );
}

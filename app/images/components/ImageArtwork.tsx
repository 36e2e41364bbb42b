import {
  Award,
  Building2,
  Car,
  Cctv,
  CreditCard,
  DoorOpen,
  Factory,
  FingerprintPattern,
  GraduationCap,
  Hospital,
  Hotel,
  House,
  KeyRound,
  Landmark,
  Megaphone,
  Monitor,
  Network,
  Phone,
  Server,
  ShieldCheck,
  Siren,
  Store,
  TabletSmartphone,
  Tractor,
  Users,
  type LucideIcon,
} from "lucide-react";
import { useId } from "react";
import { ARTWORK_PALETTE, artworkFor, type Artwork, type ArtworkIcon } from "~/images/artwork";

const ICONS: Record<ArtworkIcon, LucideIcon> = {
  cctv: Cctv,
  fingerprint: FingerprintPattern,
  car: Car,
  door: DoorOpen,
  intercom: TabletSmartphone,
  phone: Phone,
  network: Network,
  siren: Siren,
  megaphone: Megaphone,
  payment: CreditCard,
  key: KeyRound,
  house: House,
  farm: Tractor,
  hospital: Hospital,
  school: GraduationCap,
  factory: Factory,
  hotel: Hotel,
  landmark: Landmark,
  store: Store,
  monitor: Monitor,
  team: Users,
  award: Award,
  server: Server,
  building: Building2,
  shield: ShieldCheck,
};

interface ImageArtworkProps {
  topic: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** Covered by an image: hidden from assistive technology, which reads the image's alt instead. */
  hidden?: boolean;
}

/** The on-brand SVG shown in an image slot without a generated image. Inline: no request, no layout shift. */
export function ImageArtwork({ topic, alt, width, height, className, hidden = false }: ImageArtworkProps) {
  const art = artworkFor(topic, width, height);
  // Several artworks share a page: their gradient and pattern ids must not collide.
  const id = useId();
  const Icon = ICONS[art.icon];
  const size = art.detailed ? 36 : 52;
  const iconY = art.motif === "platform" && art.detailed ? art.cy - 6 : art.cy;
  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${art.w} ${art.h}`}
      preserveAspectRatio="xMidYMid slice"
      role="img"
      aria-label={alt}
      aria-hidden={hidden || undefined}
      className={className}
    >
      <defs>
        <linearGradient id={`${id}g`} x2={art.gradient[0]} y2={art.gradient[1]}>
          <stop stopColor={ARTWORK_PALETTE.navy} />
          <stop offset="1" stopColor={ARTWORK_PALETTE.navyLight} />
        </linearGradient>
        <pattern id={`${id}p`} width={art.cell} height={art.cell} patternUnits="userSpaceOnUse">
          <path d={`M${art.cell} 0H0V${art.cell}`} fill="none" stroke={ARTWORK_PALETTE.cyan} strokeOpacity=".16" strokeWidth=".4" />
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#${id}g)`} />
      <rect width="100%" height="100%" fill={`url(#${id}p)`} />
      {art.detailed && <Motif art={art} />}
      {art.detailed && art.corners && (
        <path
          d={`M6 16V6h10M${art.w - 16} 6h10v10M${art.w - 6} ${art.h - 16}v10h-10M16 ${art.h - 6}H6v-10`}
          fill="none"
          stroke={art.secondary}
          strokeOpacity=".7"
          strokeWidth=".8"
        />
      )}
      <circle cx={art.cx} cy={iconY} r={size * 0.7} fill={art.primary} fillOpacity=".12" />
      <Icon x={art.cx - size / 2} y={iconY - size / 2} width={size} height={size} color={art.primary} strokeWidth={1.25} />
    </svg>
  );
}

/** The drawing around the icon: rings, a radar sweep, an isometric platform or circuit traces. */
function Motif({ art }: { art: Artwork }) {
  const { cx, cy, primary, secondary } = art;
  const line = { fill: "none", stroke: primary, strokeWidth: 0.6 };
  switch (art.motif) {
    case "rings":
      return (
        <g {...line}>
          <circle cx={cx} cy={cy} r="30" strokeOpacity=".4" />
          <circle cx={cx} cy={cy} r="42" strokeOpacity=".25" strokeDasharray="2 3" />
          <circle cx={cx + 21} cy={cy - 21} r="1.6" fill={secondary} stroke="none" />
        </g>
      );
    case "radar":
      return (
        <g {...line} strokeOpacity=".3">
          <circle cx={cx} cy={cy} r="40" />
          <path d={`M${cx - 46} ${cy}h92M${cx} ${cy - 46}v92`} />
          <path d={`M${cx} ${cy}h40a40 40 0 0 0-12 -28.6z`} fill={primary} fillOpacity=".18" stroke="none" />
          <circle cx={cx + 26} cy={cy + 14} r="1.6" fill={secondary} stroke="none" />
        </g>
      );
    case "platform":
      return (
        <g {...line}>
          <path d={`M${cx - 34} ${cy + 16}l34-17 34 17-34 17z`} fill={primary} fillOpacity=".08" strokeOpacity=".5" />
          <path d={`M${cx - 34} ${cy + 16}v6l34 17 34-17v-6`} strokeOpacity=".3" />
          <circle cx={cx} cy={cy + 33} r="1.6" fill={secondary} stroke="none" />
        </g>
      );
    case "circuit":
      return (
        <g {...line} strokeOpacity=".45">
          <path d={`M${cx + 26} ${cy - 6}h14v-22h16M${cx - 26} ${cy + 6}h-14v22h-16M${cx} ${cy + 28}v18`} />
          <g fill={secondary} stroke="none">
            <circle cx={cx + 56} cy={cy - 28} r="1.6" />
            <circle cx={cx - 56} cy={cy + 28} r="1.6" />
            <circle cx={cx} cy={cy + 46} r="1.6" />
          </g>
        </g>
      );
  }
}

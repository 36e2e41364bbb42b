import { Fragment, useId } from "react";
import { sceneName } from "~/images/artwork";
import { sceneFor } from "~/images/scenes/catalogue";
import { VIEW } from "~/images/scenes/iso";
import { SCENE_COLOURS as C } from "~/images/scenes/parts";

interface ImageArtworkProps {
  topic: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** Covered by an image: hidden from assistive technology, which reads the image's alt instead. */
  hidden?: boolean;
}

/**
 * The on-brand isometric scene shown in an image slot without a generated image (decision 075).
 * Inline: it paints with the HTML, needs no request and cannot shift the layout. Other shapes than
 * 3:2 show the scene's centre.
 */
export function ImageArtwork({ topic, alt, width, height, className, hidden = false }: ImageArtworkProps) {
  const scene = sceneFor(sceneName(topic));
  // Several artworks share a page: their gradient and pattern ids must not collide.
  const id = useId();
  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${VIEW.w} ${VIEW.h}`}
      preserveAspectRatio="xMidYMid slice"
      role="img"
      aria-label={alt}
      aria-hidden={hidden || undefined}
      className={className}
    >
      <defs>
        <linearGradient id={`${id}g`} x2="1" y2="1">
          <stop stopColor={C.navy900} />
          <stop offset="1" stopColor={C.navy700} />
        </linearGradient>
        <pattern id={`${id}p`} width="20" height="20" patternUnits="userSpaceOnUse">
          <path d="M20 0H0V20" fill="none" stroke={C.accent500} strokeOpacity=".12" />
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#${id}g)`} />
      <rect width="100%" height="100%" fill={`url(#${id}p)`} />
      <g stroke={C.accent500} strokeOpacity=".35" strokeWidth=".6" strokeLinejoin="round">
        {scene.parts.map((part, index) => (
          <Fragment key={index}>{part.svg}</Fragment>
        ))}
      </g>
    </svg>
  );
}

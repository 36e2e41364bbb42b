import { useEffect, useRef, useState } from "react";
import { slotKey } from "~/images/prompt";
import { useT } from "~/i18n/messages";
import { ImageArtwork } from "./ImageArtwork";
import { useGeneratedImage } from "./use-generated-image";
import { useImagesState } from "./use-images-state";
import { ICON_ATTRIBUTES, isCompact, SLOT_ICONS, slotClasses, type SlotIconName } from "./slot-parts";
import { cn } from "~/ui/cn";

export interface GeneratedImageProps {
  /** The topic; wrapped into the full provider prompt (SPEC §7) when an image is requested. */
  prompt: string;
  alt: string;
  width?: number;
  height?: number;
  /** Classes of the image box (size, rounding, shadow). */
  className?: string;
  /** Shown instead of the built-in artwork while there is no generated image. Same-site URLs only. */
  fallbackSrc?: string;
  /** Request an image once on load, where the server can generate and none exists yet. */
  autoGenerate?: boolean;
  /** The page's largest image: load eagerly with high priority instead of lazily. */
  priority?: boolean;
}

/**
 * An image slot (SPEC §4): an already generated image when there is one, otherwise on-brand
 * artwork; where the running server generates, a Generate/Regenerate button on hover and focus.
 * The HTML never holds the button: in islands React adds it once the server said so; on content
 * pages (no React) app/images/browser/enhance.ts does, from the data attributes set here.
 */
export function GeneratedImage(props: GeneratedImageProps) {
  const { prompt, width = 512, height = 512 } = props;
  // A new topic or size is a new slot (e.g. a section that swaps its image): start it afresh.
  const key = slotKey(prompt, width, height);
  return <GeneratedImageSlot key={key} slot={key} {...props} width={width} height={height} />;
}

type SlotProps = GeneratedImageProps & { slot: string; width: number; height: number };

function GeneratedImageSlot({
  slot,
  prompt,
  alt,
  width,
  height,
  className,
  fallbackSrc,
  autoGenerate = false,
  priority = false,
}: SlotProps) {
  const t = useT();
  const images = useImagesState();
  const state = useGeneratedImage({ slot, initialSrc: images.cached[slot], autoGenerate });
  const [fallbackBroken, setFallbackBroken] = useState(false);
  const shown = state.src ?? (fallbackSrc && !fallbackBroken ? fallbackSrc : undefined);
  const onError = state.src ? state.dropImage : () => setFallbackBroken(true);

  // An image that failed before hydration fired its error event before React listened for it.
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    if (img.current?.complete && img.current.naturalWidth === 0) onError();
    // Only the server-rendered image needs this check: later ones report through onError.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const compact = isCompact(width, height);
  return (
    // `contents`: the box and the error line below it sit in the parent's layout as if unwrapped.
    <div className="contents" data-image-slot={slot} data-auto-generate={autoGenerate || undefined}>
      <div
        className={cn("group relative max-w-full overflow-hidden bg-navy-900", className)}
        style={{ aspectRatio: `${width} / ${height}` }}
      >
        {/* The artwork stays under the image: it shows while the image loads and again if it fails, with or without React. */}
        <ImageArtwork topic={prompt} alt={alt} width={width} height={height} hidden={Boolean(shown)} className="block size-full" />
        {shown && (
          <img
            ref={img}
            src={shown}
            alt={alt}
            width={width}
            height={height}
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : undefined}
            decoding="async"
            onError={onError}
            className={slotClasses.image}
          />
        )}
        {state.generating && (
          <div role="status" className={slotClasses.overlay(compact)}>
            <SlotIcon name="loading" className={slotClasses.spinner} />
            {t("images.generating")}
          </div>
        )}
        {state.enabled && <GenerateButton made={state.made} busy={state.generating} alt={alt} compact={compact} onClick={state.generate} />}
      </div>
      {state.error && (
        <p role="alert" className={slotClasses.error}>
          {state.error}
        </p>
      )}
    </div>
  );
}

interface GenerateButtonProps {
  made: boolean;
  busy: boolean;
  alt: string;
  compact: boolean;
  onClick: () => void;
}

function SlotIcon({ name, className }: { name: SlotIconName; className: string }) {
  const { "stroke-width": strokeWidth, "stroke-linecap": strokeLinecap, "stroke-linejoin": strokeLinejoin, ...rest } = ICON_ATTRIBUTES;
  return (
    <svg {...rest} {...{ strokeWidth, strokeLinecap, strokeLinejoin }} className={className}>
      {SLOT_ICONS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

function GenerateButton({ made, busy, alt, compact, onClick }: GenerateButtonProps) {
  const t = useT();
  const label = made ? t("images.regenerate") : t("images.generate");

  return (
    <button
      type="button"
      onClick={onClick}
      // aria-disabled, not disabled: a disabled button would drop keyboard focus mid-generation.
      aria-disabled={busy}
      // The visible word first, then which image: several image buttons on a page stay distinct.
      aria-label={made ? t("images.regenerateLabel", { alt }) : t("images.generateLabel", { alt })}
      title={compact ? label : undefined}
      className={slotClasses.button(compact)}
    >
      <SlotIcon name={made ? "regenerate" : "generate"} className={slotClasses.buttonIcon} />
      {!compact && label}
    </button>
  );
}

// TEMPORARY skeleton (the images issue replaces the body): the props are the contract other components use.
export interface GeneratedImageProps {
  /** The topic; wrapped into the full provider prompt by the images module. */
  prompt: string;
  alt: string;
  width?: number;
  height?: number;
  className?: string;
  fallbackSrc?: string;
  autoGenerate?: boolean;
  /** The page's largest image: load eagerly with high priority instead of lazily. */
  priority?: boolean;
}

export function GeneratedImage({ alt, width = 512, height = 512, className }: GeneratedImageProps) {
  return <div role="img" aria-label={alt} style={{ aspectRatio: `${width} / ${height}` }} className={`bg-navy-800 ${className ?? ""}`} />;
}

import { useCallback, useEffect, useRef, useState } from "react";
import { IMAGE_MODEL, wrapPrompt } from "~/images/prompt";
import { imageStrings } from "~/content/strings/images";

// The state machine of one generated image (SPEC §4): fallback -> generating -> image or error.

export const GENERATE_ENDPOINT = "/api/generate-image";

interface Options {
  topic: string;
  width: number;
  height: number;
  /** An image generated earlier for this slot, known when the page was rendered. */
  initialSrc?: string;
  enabled: boolean;
  autoGenerate: boolean;
}

export interface GeneratedImageState {
  /** The generated image to show; undefined shows the fallback. */
  src?: string;
  generating: boolean;
  /** An image was made for this slot (the button then reads 'Regenerate'). */
  made: boolean;
  error?: string;
  generate: () => Promise<void>;
  /** The generated image failed to load: back to the fallback. */
  dropImage: () => void;
}

/** The answer's image: a URL on this site, or base64 PNG data. Anything else (another host) is refused. */
export function imageFromAnswer(answer: unknown): string | undefined {
  if (typeof answer !== "object" || answer === null) return undefined;
  const { url, image } = answer as { url?: unknown; image?: unknown };
  if (typeof url === "string" && /^\/(?![/\\])/.test(url)) return url;
  if (typeof image === "string" && image.length > 0) {
    return image.startsWith("data:image/") ? image : `data:image/png;base64,${image}`;
  }
  return undefined;
}

function errorFromAnswer(answer: unknown): string | undefined {
  const error = typeof answer === "object" && answer !== null ? (answer as { error?: unknown }).error : undefined;
  return typeof error === "string" && error.trim() ? error : undefined;
}

export function useGeneratedImage({ topic, width, height, initialSrc, enabled, autoGenerate }: Options): GeneratedImageState {
  const [src, setSrc] = useState(initialSrc);
  const [made, setMade] = useState(Boolean(initialSrc));
  const [generating, setGenerating] = useState(false);
  const [error, setError] = useState<string>();
  // Refs, not state: they must hold across React's double effects in development, so that
  // autoGenerate asks once and a double click sends one request.
  const busy = useRef(false);
  const autoRequested = useRef(false);

  const generate = useCallback(async () => {
    if (!enabled || busy.current) return;
    busy.current = true;
    setGenerating(true);
    setError(undefined);
    try {
      const response = await fetch(GENERATE_ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ prompt: wrapPrompt(topic), width, height, model: IMAGE_MODEL }),
      });
      const answer: unknown = await response.json().catch(() => undefined);
      const image = response.ok ? imageFromAnswer(answer) : undefined;
      if (!image) throw new Error(errorFromAnswer(answer) ?? imageStrings.failed);
      setSrc(image);
      setMade(true);
    } catch (failure) {
      // A network failure's own text ("Failed to fetch") means nothing to a visitor: use the default.
      const message = failure instanceof Error && !(failure instanceof TypeError) ? failure.message : imageStrings.failed;
      console.error(message === imageStrings.failed ? message : `${imageStrings.failed}: ${message}`);
      setError(message);
    } finally {
      busy.current = false;
      setGenerating(false);
    }
  }, [enabled, topic, width, height]);

  useEffect(() => {
    if (!autoGenerate || !enabled || autoRequested.current || initialSrc) return;
    autoRequested.current = true;
    void generate();
  }, [autoGenerate, enabled, initialSrc, generate]);

  const dropImage = useCallback(() => setSrc(undefined), []);

  return { src, generating, made, error, generate, dropImage };
}

import { IMAGES_STATE_ENDPOINT, GENERATE_ENDPOINT, type ImagesRuntimeState } from "~/images/prompt";

// The browser side of image generation, without React: whether the running server generates (asked once per page),
// and one slot's state machine (SPEC §4: fallback -> generating -> image or error) with its request. The content
// pages' script (./enhance.ts) and the islands' React component (../components/use-generated-image.ts) both use it.

const OFF: ImagesRuntimeState = { enabled: false, cached: {} };
let runtime: ImagesRuntimeState = OFF;
let loading: Promise<ImagesRuntimeState> | undefined;
const listeners = new Set<() => void>();

/** The running server's image state: OFF until `loadImagesRuntime()` has an answer. */
export const imagesRuntime = () => runtime;

export function subscribeImagesRuntime(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks the server once per page whether it generates and which slots it already has images for. */
export function loadImagesRuntime(): Promise<ImagesRuntimeState> {
  loading ??= fetch(IMAGES_STATE_ENDPOINT, { headers: { Accept: "application/json" } })
    .then((response) => (response.ok ? (response.json() as Promise<ImagesRuntimeState>) : OFF))
    .catch(() => OFF)
    .then((answer) => {
      runtime = { enabled: answer.enabled === true, cached: typeof answer.cached === "object" && answer.cached ? answer.cached : {} };
      for (const listener of listeners) listener();
      return runtime;
    });
  return loading;
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

export interface SlotState {
  /** The generated image to show; undefined shows the fallback. */
  src?: string;
  generating: boolean;
  /** An image was made for this slot (the button then reads 'Regenerate'). */
  made: boolean;
  error?: string;
}

/** One image slot: asks the server for the slot's image by key (the server words the prompt). */
export class SlotGenerator {
  private current: SlotState;
  private readonly listeners = new Set<() => void>();
  private autoRequested = false;

  /** `failed`: what the visitor reads when generation fails without a reason from the server, in the page's language. */
  constructor(
    readonly slot: string,
    private readonly failed: string,
    initialSrc?: string,
  ) {
    this.current = { src: initialSrc, generating: false, made: Boolean(initialSrc) };
  }

  readonly state = () => this.current;

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  private set(next: Partial<SlotState>) {
    this.current = { ...this.current, ...next };
    for (const listener of this.listeners) listener();
  }

  /** An image generated after the page was built: show it. */
  readonly showCached = (src: string) => {
    if (!this.current.src) this.set({ src, made: true });
  };

  readonly generate = async () => {
    if (!runtime.enabled || this.current.generating) return;
    this.set({ generating: true, error: undefined });
    try {
      const response = await fetch(GENERATE_ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ slot: this.slot }),
      });
      const answer: unknown = await response.json().catch(() => undefined);
      const image = response.ok ? imageFromAnswer(answer) : undefined;
      if (!image) throw new Error(errorFromAnswer(answer) ?? this.failed);
      this.set({ src: image, made: true, generating: false });
    } catch (failure) {
      // A network failure's own text ("Failed to fetch") means nothing to a visitor: use the default.
      const message = failure instanceof Error && !(failure instanceof TypeError) ? failure.message : this.failed;
      console.error(message === this.failed ? message : `${this.failed}: ${message}`);
      this.set({ error: message, generating: false });
    }
  };

  /** autoGenerate: once per slot, only where the server generates and the slot has no image yet. */
  readonly autoGenerate = () => {
    if (this.autoRequested || !runtime.enabled || this.current.src) return;
    this.autoRequested = true;
    void this.generate();
  };

  /** The generated image failed to load: back to the fallback. */
  readonly dropImage = () => this.set({ src: undefined });
}

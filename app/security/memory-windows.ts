// Fixed-window counters in process memory with a ceiling on how many keys are held: when full, the key used
// least recently is forgotten. A flood of new addresses then costs a bounded amount of memory (the price: a
// forgotten key starts a fresh window), where an unbounded map would grow for the whole window (24 h).

export interface WindowCount {
  consumed: number;
  /** Epoch ms at which the key's window ends. */
  resetAt: number;
}

export class MemoryWindows {
  private readonly windows = new Map<string, WindowCount>();

  constructor(
    private readonly durationMs: number,
    private readonly maxKeys: number,
  ) {}

  get size(): number {
    return this.windows.size;
  }

  /** Adds `points` to the key's current window and returns the window. */
  consume(key: string, points: number, now = Date.now()): WindowCount {
    let window = this.windows.get(key);
    if (window) this.windows.delete(key);
    if (!window || window.resetAt <= now) window = { consumed: 0, resetAt: now + this.durationMs };
    window.consumed += points;
    // Re-inserted last: the Map's order is the order of last use.
    this.windows.set(key, window);
    if (this.windows.size > this.maxKeys) this.windows.delete(this.windows.keys().next().value as string);
    return window;
  }

  delete(key: string): void {
    this.windows.delete(key);
  }
}

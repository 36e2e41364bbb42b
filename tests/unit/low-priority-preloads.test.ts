import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "~/shell/low-priority-preloads.server";

const html =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/a.js"/>' +
  '<link rel="modulepreload" href="/b.js"/><title>Ünïcode ✓</title></head><body><p>&lt;link rel="modulepreload"&gt; stays as text</p>' +
  '<link rel="modulepreload" href="/in-body.js"/></body></html>';

async function run(chunks: Buffer[]): Promise<string> {
  const stream = lowPriorityModulePreloads();
  const out: string[] = [];
  stream.on("data", (chunk: Buffer | string) => out.push(chunk.toString()));
  const done = new Promise((resolve) => stream.on("end", resolve));
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  await done;
  return out.join("");
}

describe("lowPriorityModulePreloads", () => {
  it("marks every module preload in the head low priority, whatever the chunk boundaries, and leaves the body alone", async () => {
    const bytes = Buffer.from(html);
    const expected = html
      .replace('<link rel="modulepreload" href="/a.js"/>', '<link rel="modulepreload" fetchpriority="low" href="/a.js"/>')
      .replace('<link rel="modulepreload" href="/b.js"/>', '<link rel="modulepreload" fetchpriority="low" href="/b.js"/>');
    // Every split point, including inside the tags and inside multi-byte characters.
    for (let split = 0; split <= bytes.length; split++) {
      expect(await run([bytes.subarray(0, split), bytes.subarray(split)]), `split at ${split}`).toBe(expected);
    }
    expect(await run([...bytes].map((byte) => Buffer.from([byte])))).toBe(expected);
  });
});

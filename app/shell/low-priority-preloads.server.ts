import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";

const PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';
const HEAD_END = "</head>";

/**
 * Marks React Router's module preloads `fetchpriority="low"`. Without it the browser fetches some 150 KB of
 * hydration scripts at high priority, competing with the stylesheet and font the first paint needs; the page
 * reads the same before hydration, so the scripts can wait. Only the head is rewritten; the rest streams through.
 */
export function lowPriorityModulePreloads(): Transform {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  let headDone = false;
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = typeof chunk === "string" ? chunk : decoder.write(chunk);
      if (headDone) return callback(null, text);
      pending += text;
      const headEnd = pending.indexOf(HEAD_END);
      if (headEnd !== -1) {
        headDone = true;
        const out = rewrite(pending.slice(0, headEnd)) + pending.slice(headEnd);
        pending = "";
        return callback(null, out);
      }
      // Hold back a tail that could be the start of a preload tag split across chunks.
      const keep = PRELOAD.length - 1;
      const ready = pending.slice(0, Math.max(0, pending.length - keep));
      const safeEnd = ready.lastIndexOf("<") > ready.lastIndexOf(">") ? ready.lastIndexOf("<") : ready.length;
      const out = rewrite(pending.slice(0, safeEnd));
      pending = pending.slice(safeEnd);
      callback(null, out);
    },
    flush(callback) {
      const rest = pending + decoder.end();
      callback(null, headDone ? rest : rewrite(rest));
    },
  });
}

function rewrite(html: string): string {
  return html.replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD);
}

import type { MessageId } from "~/i18n/messages";

// Reads a form POST defensively: size cap, accepted content types, strict UTF-8. Every failure is a 4xx with a message,
// a catalogue id that the answer gives in the language of the page posted from.

export const MAX_FORM_BYTES = 64 * 1024;
/**
 * A form that takes a file (a job application's CV, at most 5 MB): the whole body may be larger than its file's limit,
 * so that a file a little too large is still read, refused beside its field and the rest of the form sent back.
 */
export const MAX_UPLOAD_FORM_BYTES = 8 * 1024 * 1024;
const DRAIN_LIMIT_BYTES = 1024 * 1024;

/** A file sent in a multipart form: its bytes only; its name and the browser's type are not trusted, so not kept. */
export interface FormFile {
  bytes: Uint8Array;
}

export type FormBody =
  | { ok: true; fields: Record<string, string>; files: Record<string, FormFile> }
  | { ok: false; status: 400 | 413 | 415; message: MessageId };

export interface ReadFormOptions {
  maxBytes?: number;
  /** The fields that may carry a file (multipart only); a file in any other field is refused. */
  fileFields?: readonly string[];
}

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

async function readLimited(request: Request, maxBytes: number): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total <= maxBytes) chunks.push(value);
    // Past the limit, read on without keeping (so the client can read our 413) up to a point, then hang up.
    else if (total > DRAIN_LIMIT_BYTES) {
      await reader.cancel();
      return null;
    }
  }
  return total > maxBytes ? null : Buffer.concat(chunks);
}

export async function readFormBody(request: Request, options: ReadFormOptions = {}): Promise<FormBody> {
  const { maxBytes = MAX_FORM_BYTES, fileFields = [] } = options;
  const contentType = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.includes(contentType)) {
    return { ok: false, status: 415, message: "forms.error.notAWebForm" };
  }
  let bytes: Uint8Array | null;
  try {
    bytes = await readLimited(request, maxBytes);
  } catch {
    return { ok: false, status: 400, message: "forms.error.unreadable" };
  }
  if (!bytes) return { ok: false, status: 413, message: "forms.error.formTooLarge" };

  let fields: Record<string, string> = {};
  const files: Record<string, FormFile> = {};
  try {
    if (contentType === "multipart/form-data") {
      // A copy of its own: a small Buffer is a view of a shared pool, whose whole `.buffer` holds other bytes too.
      // The body is already read and capped above: undici's parser sets no limit of its own.
      const form = await new Response(new Uint8Array(bytes), {
        headers: { "content-type": request.headers.get("content-type")! },
      }).formData();
      for (const [name, value] of form) {
        if (typeof value === "string") {
          fields[name] = value;
          continue;
        }
        if (!fileFields.includes(name)) return { ok: false, status: 400, message: "forms.error.filesNotAccepted" };
        // A file input left empty is sent as a part without a name or bytes: no file.
        if (value.size === 0 && value.name === "") continue;
        files[name] = { bytes: new Uint8Array(await value.arrayBuffer()) };
      }
    } else {
      const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
      fields = Object.fromEntries(new URLSearchParams(text));
    }
  } catch {
    return { ok: false, status: 400, message: "forms.error.invalidText" };
  }
  // URL decoding replaces broken percent-encoded bytes with U+FFFD rather than failing: refuse those too.
  if (Object.entries(fields).some(([name, value]) => name.includes("\uFFFD") || value.includes("\uFFFD"))) {
    return { ok: false, status: 400, message: "forms.error.invalidText" };
  }
  // Control characters have no place in a form (tabs and line breaks excepted): refuse rather than store them.
  if (Object.entries(fields).some(([name, value]) => CONTROL_CHARACTERS.test(name) || CONTROL_CHARACTERS.test(value))) {
    return { ok: false, status: 400, message: "forms.error.controlCharacters" };
  }
  return { ok: true, fields, files };
}

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

// What a CV file is, read from its bytes (docs/decisions/145): never from its name or the type the browser claims,
// which a visitor (or a renamed executable) sets at will. A PDF starts with "%PDF-"; a Word document (DOCX) is a ZIP
// archive whose central directory lists "[Content_Types].xml" and parts under "word/". Anything else is refused.

export interface CvType {
  extension: "pdf" | "docx";
  mediaType: string;
}

export const CV_MAX_BYTES = 5 * 1024 * 1024;

const pdf: CvType = { extension: "pdf", mediaType: "application/pdf" };
const docx: CvType = {
  extension: "docx",
  mediaType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((byte, index) => bytes[index] === byte);
/** "%PDF-" */
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d];
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;

/** The names in a ZIP archive's central directory, or undefined when it cannot be read as one. */
export function zipEntryNames(bytes: Uint8Array): string[] | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end record is 22 bytes plus a comment of at most 65,535: look for its signature from the end.
  const lowest = Math.max(0, bytes.byteLength - 22 - 0xffff);
  let end = -1;
  for (let offset = bytes.byteLength - 22; offset >= lowest; offset--) {
    if (view.getUint32(offset, true) === END_OF_CENTRAL_DIRECTORY) {
      end = offset;
      break;
    }
  }
  if (end < 0) return undefined;
  const entries = view.getUint16(end + 10, true);
  const size = view.getUint32(end + 12, true);
  let offset = view.getUint32(end + 16, true);
  if (offset + size > end) return undefined;
  const names: string[] = [];
  const decoder = new TextDecoder("utf-8", { fatal: false });
  for (let index = 0; index < entries; index++) {
    if (offset + 46 > end || view.getUint32(offset, true) !== CENTRAL_DIRECTORY_ENTRY) return undefined;
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    if (offset + 46 + nameLength > end) return undefined;
    names.push(decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength)));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** The CV's type by its bytes: a PDF or a Word document (DOCX); undefined for anything else, an empty file included. */
export function sniffCv(bytes: Uint8Array): CvType | undefined {
  if (bytes.byteLength >= PDF_MAGIC.length && startsWith(bytes, PDF_MAGIC)) return pdf;
  if (bytes.byteLength >= 22 && startsWith(bytes, ZIP_LOCAL_HEADER)) {
    const names = zipEntryNames(bytes);
    if (names?.includes("[Content_Types].xml") && names.some((name) => name.startsWith("word/"))) return docx;
  }
  return undefined;
}

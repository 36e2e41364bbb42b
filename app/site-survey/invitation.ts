// The calendar invitation (RFC 5545) attached to the visitor's mail: times in UTC, text escaped, lines ended with
// CRLF and folded at 75 octets. PUBLISH, because the visit needs no reply; a move resends it with a higher
// SEQUENCE and a cancellation with STATUS:CANCELLED, under the same UID.

export interface Invitation {
  uid: string;
  sequence: number;
  start: string;
  end: string;
  summary: string;
  description: string;
  cancelled: boolean;
  stamp: Date;
  productId: string;
}

/** 20261129T050000Z. */
const utc = (iso: string | Date) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

export function escapeText(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Splits a content line into pieces of at most 75 octets, never inside a UTF-8 character. */
const encoder = new TextEncoder();

export function foldLine(line: string): string {
  const pieces: string[] = [];
  let piece = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75.
    if (octets + size > 75) {
      pieces.push(piece);
      piece = " ";
      octets = 1;
    }
    piece += char;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join("\r\n");
}

export function invitationIcs(event: Invitation): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${event.productId}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `STATUS:${event.cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}

// A small MIME reader for the mails our SMTP test server records: headers (unfolded,
// encoded words decoded), and the text/plain and text/html parts, quoted-printable or
// base64. Enough for nodemailer's output; not a general parser.

export interface ParsedMail {
  headers: Map<string, string>;
  text: string;
  html: string;
}

export function parseMail(raw: string): ParsedMail {
  const result: ParsedMail = { headers: new Map(), text: "", html: "" };
  const top = parsePart(raw);
  result.headers = top.headers;
  collect(top, result);
  return result;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function parsePart(raw: string): Part {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? "" : raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body };
}

function collect(part: Part, into: ParsedMail) {
  const type = part.headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith("multipart/") && boundary) {
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith("--")) break;
      collect(parsePart(section.replace(/^\r?\n/, "")), into);
    }
    return;
  }
  // SMTP carries CRLF line ends; compare text the way a mail client shows it.
  const content = decodeBody(part.body, part.headers.get("content-transfer-encoding") ?? "7bit").replace(/\r\n/g, "\n");
  if (type.toLowerCase().startsWith("text/html")) into.html += content;
  else if (type.toLowerCase().startsWith("text/plain")) into.text += content;
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    case "quoted-printable":
      return decodeQuotedPrintable(body.replace(/=\r?\n/g, ""));
    default:
      return body.replace(/\r?\n$/, "");
  }
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === "B" ? Buffer.from(data, "base64").toString("utf8") : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

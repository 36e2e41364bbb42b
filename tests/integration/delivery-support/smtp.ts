import { SMTPServer } from "smtp-server";
import { parseMail, type ParsedMail } from "./mime";

// A real SMTP server on loopback that records what it accepts. down() stops listening (the
// port refuses connections, as a crashed mail server would) and up() listens again on the
// same port; hang makes it swallow messages without ever answering; refusedRecipients are refused as unknown.

export interface ReceivedMail extends ParsedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpRecorder {
  port: number;
  url: string;
  messages: ReceivedMail[];
  /** Connections accepted (including refused or hung transactions). */
  connections: number;
  hang: boolean;
  /** Recipients refused at RCPT TO with 550, quoting the address as real servers do. */
  refusedRecipients: string[];
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
  /** Resolves once `count` messages have been accepted. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
}

/** A mail server on loopback (`host` another loopback address, such as 127.0.0.2, to test host rules). */
export async function startSmtp(host = "127.0.0.1"): Promise<SmtpRecorder> {
  let server: SMTPServer | undefined;
  const recorder: SmtpRecorder = {
    port: 0,
    url: "",
    messages: [],
    connections: 0,
    hang: false,
    refusedRecipients: [],
    async down() {
      const current = server;
      server = undefined;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
    async up() {
      server = create();
      await new Promise<void>((resolve, reject) => {
        server!.once("error", reject);
        server!.listen(recorder.port, host, () => resolve());
      });
      recorder.port = (server.server.address() as { port: number }).port;
      recorder.url = `smtp://${host}:${recorder.port}`;
    },
    close: () => recorder.down(),
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (recorder.messages.length < count) {
        if (Date.now() > deadline) throw new Error(`Expected ${count} mails, got ${recorder.messages.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return recorder.messages;
    },
  };

  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["AUTH", "STARTTLS"],
      logger: false,
      closeTimeout: 100,
      onConnect(_session, callback) {
        recorder.connections++;
        callback();
      },
      onRcptTo(address, _session, callback) {
        if (!recorder.refusedRecipients.includes(address.address.toLowerCase())) return callback();
        callback(Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected`), { responseCode: 550 }));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          if (recorder.hang) return; // never answer: the client waits until it gives up
          const raw = Buffer.concat(chunks).toString("utf8");
          const envelope = session.envelope;
          recorder.messages.push({
            ...parseMail(raw),
            raw,
            from: envelope.mailFrom ? envelope.mailFrom.address : "",
            to: envelope.rcptTo.map((rcpt) => rcpt.address),
          });
          callback();
        });
      },
    });

  await recorder.up();
  return recorder;
}

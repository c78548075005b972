// A local SMTP server for the notification tests, on 127.0.0.1 and a port the system
// chooses. It keeps every e-mail it accepts, with the envelope's recipients, and can be stopped
// and started again on the same port to play an outage, or told to refuse e-mails.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedEmail {
  /** The envelope's recipients: who the e-mail really went to, whatever its headers say. */
  recipients: string[];
  /** Header names in lower case, values unfolded and decoded. */
  headers: Map<string, string>;
  text: string;
  html: string | null;
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedEmail[];
  /** Refuses every e-mail with this SMTP reply (550 is for good, 451 for now); null accepts. */
  refuseWith: { code: number; message: string } | null;
  /** While set, an e-mail's final reply waits for this promise: a slow server. */
  holdUntil: Promise<void> | null;
  /** Called as each e-mail's data has arrived, before any hold. */
  onArrive: (() => void) | null;
  /** Stops listening (connections are refused) until start() is called again. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** Decodes RFC 2047 encoded words, as nodemailer writes non-ASCII header text. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([\w-]+)\?([BQ])\?([^?]*)\?=/gi, (_match, _charset, encoding: string, text) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => `%${hex}`)
    .replace(/[^%]/g, (char) => encodeURIComponent(char));
  return decodeURIComponent(bytes);
}

function splitPart(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.indexOf("\r\n\r\n");
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? "" : raw.slice(end + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) {
      headers.set(
        line.slice(0, colon).trim().toLowerCase(),
        decodeWords(line.slice(colon + 1).trim()),
      );
    }
  }
  return { headers, body };
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = headers.get("content-transfer-encoding")?.toLowerCase();
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  if (encoding === "base64") return Buffer.from(body, "base64").toString("utf8");
  return body;
}

/** Reads the single-part or multipart/alternative messages nodemailer writes. */
export function parseEmail(raw: string, recipients: string[] = []): ReceivedEmail {
  const { headers, body } = splitPart(raw);
  const boundary = headers.get("content-type")?.match(/boundary="?([^";]+)"?/)?.[1];
  let text = "";
  let html: string | null = null;
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => splitPart(part.replace(/^\r\n/, "")))
    : [{ headers, body }];
  for (const part of parts) {
    const type = part.headers.get("content-type") ?? "text/plain";
    const content = decodeBody(part.headers, part.body).replace(/\r\n$/, "");
    if (type.startsWith("text/html")) html = content;
    else if (type.startsWith("text/plain")) text = content.replace(/\r\n/g, "\n");
  }
  return { recipients, headers, text, html, raw };
}

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedEmail[] = [];
  let port = 0;
  let server: SMTPServer | null = null;
  const self: TestSmtpServer = {
    url: "",
    received,
    refuseWith: null,
    holdUntil: null,
    onArrive: null,
    async start() {
      const smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS", "AUTH"],
        logger: false,
        disableReverseLookup: true,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", async () => {
            self.onArrive?.();
            if (self.holdUntil) await self.holdUntil;
            if (self.refuseWith) {
              const error = Object.assign(new Error(self.refuseWith.message), {
                responseCode: self.refuseWith.code,
              });
              callback(error);
              return;
            }
            const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address);
            received.push(parseEmail(Buffer.concat(chunks).toString("utf8"), recipients));
            callback();
          });
        },
      });
      await new Promise<void>((resolve, reject) => {
        smtp.server.once("error", reject);
        smtp.listen(port, "127.0.0.1", () => resolve());
      });
      port = (smtp.server.address() as AddressInfo).port;
      self.url = `smtp://127.0.0.1:${port}`;
      server = smtp;
    },
    async stop() {
      const smtp = server;
      server = null;
      if (smtp) await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
  await self.start();
  return self;
}

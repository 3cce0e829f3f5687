// The end-to-end suites' mail server: an SMTP server on this machine that the product's mail
// worker sends to (SMTP_URL), keeping every mail it receives, and a small HTTP endpoint that lists
// them for the tests (tests/support/e2e-mail.ts reads it). Started by start-e2e-server.ts.
import { createServer, type Server } from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import type { Readable } from "node:stream";

/** A mail as the tests read it. */
export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO), lower case. */
  to: string[];
  from: string;
  subject: string;
  /** The plain-text part, decoded. */
  text: string;
  /** The HTML part, decoded ("" when there is none). */
  html: string;
  receivedAt: string;
}

// smtp-server is a devDependency of packages/server (its mail tests use it): loaded from there,
// as the suites load the server's other test helpers. Only what the mailbox uses is typed here.
interface SmtpSession {
  envelope: { mailFrom: { address: string } | false; rcptTo: Array<{ address: string }> };
}
interface SmtpServer {
  listen(port: number, host: string, callback: () => void): void;
  close(callback: () => void): void;
  on(event: "error", listener: (error: Error) => void): void;
}
type SmtpServerConstructor = new (options: {
  authOptional: boolean;
  disabledCommands: string[];
  hideSTARTTLS: boolean;
  logger: boolean;
  size: number;
  onData(stream: Readable, session: SmtpSession, callback: (error?: Error | null) => void): void;
}) => SmtpServer;

const requireFromServer = createRequire(
  path.resolve(import.meta.dirname, "../../packages/server/package.json"),
);

export interface Mailbox {
  mails: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * Starts the SMTP server on `smtpPort` and the listing on `httpPort` (both on 127.0.0.1):
 * `GET /mails` answers every mail received so far, oldest first; `?to=` keeps one recipient's.
 */
export async function startMailbox(ports: {
  smtpPort: number;
  httpPort: number;
}): Promise<Mailbox> {
  const { SMTPServer } = requireFromServer("smtp-server") as { SMTPServer: SmtpServerConstructor };
  const mails: ReceivedMail[] = [];

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    hideSTARTTLS: true,
    logger: false,
    size: 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        const parsed = parseMail(Buffer.concat(chunks).toString("utf8"));
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          ...parsed,
          receivedAt: new Date().toISOString(),
        });
        callback();
      });
    },
  });
  smtp.on("error", (error) => console.error("mailbox SMTP error:", error.message));
  await new Promise<void>((resolve) => smtp.listen(ports.smtpPort, "127.0.0.1", resolve));

  const http: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    if (request.method !== "GET" || url.pathname !== "/mails") {
      response.writeHead(404).end();
      return;
    }
    const to = url.searchParams.get("to")?.toLowerCase();
    const listed = to ? mails.filter((mail) => mail.to.includes(to)) : mails;
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(listed));
  });
  await new Promise<void>((resolve, reject) => {
    http.once("error", reject);
    http.listen(ports.httpPort, "127.0.0.1", resolve);
  });

  return {
    mails,
    close: () =>
      Promise.all([
        new Promise<void>((resolve) => smtp.close(resolve)),
        new Promise<void>((resolve) => http.close(() => resolve())),
      ]).then(() => undefined),
  };
}

/** Splits a message (or a MIME part) into its unfolded headers, by lower-case name, and body. */
function splitPart(raw: string): { headers: Map<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, "\n");
  const end = normalized.indexOf("\n\n");
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? "" : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const source = text.replace(/=\n/g, "");
  for (let index = 0; index < source.length; index++) {
    const char = source[index]!;
    const hex = source.slice(index + 1, index + 3);
    if (char === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case "quoted-printable":
      return decodeQuotedPrintable(body);
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    default:
      return body;
  }
}

/** RFC 2047 encoded words in a header ("=?UTF-8?Q?…?="). */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_match, _charset, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

/** The subject and the text and HTML parts of a mail as the product's mail worker writes it. */
export function parseMail(raw: string): { subject: string; text: string; html: string } {
  const { headers, body } = splitPart(raw);
  const found = { text: "", html: "" };
  const visit = (partHeaders: Map<string, string>, partBody: string) => {
    const contentType = partHeaders.get("content-type") ?? "text/plain";
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (/^multipart\//i.test(contentType) && boundary) {
      const sections = partBody.split(`--${boundary}`).slice(1);
      for (const section of sections) {
        if (section.startsWith("--")) break;
        const part = splitPart(section.replace(/^\n/, ""));
        visit(part.headers, part.body);
      }
      return;
    }
    const decoded = decodeBody(partBody, partHeaders.get("content-transfer-encoding")).trim();
    if (/^text\/html/i.test(contentType)) found.html ||= decoded;
    else if (/^text\/plain/i.test(contentType)) found.text ||= decoded;
  };
  visit(headers, body);
  return { subject: decodeHeader(headers.get("subject") ?? ""), ...found };
}

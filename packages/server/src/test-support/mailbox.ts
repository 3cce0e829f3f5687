import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

// A real SMTP server in the test process: the product's mail worker sends to it through
// nodemailer exactly as it would to the operator's mail server (SMTP_URL), and tests read what
// arrived. Plain SMTP on 127.0.0.1, no TLS, no authentication.

/** A mail as it arrived, its parts decoded. */
export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO), lowercased. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** The message as it came over the wire. */
  raw: string;
}

export interface Mailbox {
  port: number;
  /** What SMTP_URL is set to for the server under test. */
  url: string;
  received: ReceivedMail[];
  /** Every mail to this address so far, in the order they arrived. */
  mailsTo(address: string): ReceivedMail[];
  /**
   * The next mail to this address not yet answered by nextMail: waits for it (up to `timeoutMs`,
   * default 15 s) and fails with what did arrive if it does not come.
   */
  nextMail(address: string, options?: { timeoutMs?: number }): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** The SMTP_URL of a mail server on this port of 127.0.0.1 (plain SMTP, no STARTTLS). */
export const smtpUrlFor = (port: number) => `smtp://127.0.0.1:${port}/?ignoreTLS=true`;

/** Starts a mail server on `port` (default: any free one) that keeps every mail it receives. */
export async function startMailbox(options: { port?: number } = {}): Promise<Mailbox> {
  const received: ReceivedMail[] = [];
  const delivered = new Map<string, number>();
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const mail = parseMail(raw);
        received.push({
          ...mail,
          raw,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const port = (server.server.address() as AddressInfo).port;

  const mailsTo = (address: string) =>
    received.filter((mail) => mail.to.includes(address.toLowerCase()));

  return {
    port,
    url: smtpUrlFor(port),
    received,
    mailsTo,
    async nextMail(address, { timeoutMs = 15_000 } = {}) {
      const key = address.toLowerCase();
      const taken = delivered.get(key) ?? 0;
      const ready = () => mailsTo(key).length > taken;
      if (!ready()) {
        await new Promise<void>((resolve, reject) => {
          const wake = () => {
            if (!ready()) return;
            clearTimeout(timer);
            waiters.delete(wake);
            resolve();
          };
          const timer = setTimeout(() => {
            waiters.delete(wake);
            reject(
              new Error(
                `no mail to ${address} within ${timeoutMs} ms; received: ${JSON.stringify(
                  received.map((mail) => ({ to: mail.to, subject: mail.subject })),
                )}`,
              ),
            );
          }, timeoutMs);
          waiters.add(wake);
        });
      }
      delivered.set(key, taken + 1);
      return mailsTo(key)[taken]!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The link to `path` (e.g. "/verify-email") in a mail's plain text, and its token. Fails when the
 * mail has no such link.
 */
export function linkIn(mail: ReceivedMail, path: string): { url: URL; token: string } {
  const found = mail.text
    .match(/https?:\/\/\S+/g)
    ?.map((href) => new URL(href))
    .find((url) => url.pathname === path);
  if (!found) throw new Error(`no ${path} link in the mail "${mail.subject}":\n${mail.text}`);
  return { url: found, token: found.searchParams.get("token") ?? "" };
}

// A small MIME reader: enough for what nodemailer writes (multipart/alternative of text and HTML,
// quoted-printable or base64, UTF-8).

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? "" : raw.slice(end).replace(/^\r?\n\r?\n/, "");
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  if (encoding === "base64")
    return Buffer.from(part.body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(part.body);
  return part.body;
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const unfolded = text.replace(/=\r?\n/g, "");
  for (let i = 0; i < unfolded.length; i++) {
    const char = unfolded[i]!;
    if (char === "=" && /^[0-9A-Fa-f]{2}$/.test(unfolded.slice(i + 1, i + 3))) {
      bytes.push(parseInt(unfolded.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) in a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_, _charset: string, kind: string, data: string) =>
        kind.toUpperCase() === "B"
          ? Buffer.from(data, "base64").toString("utf8")
          : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

/** The text and HTML of a message (or part), walking multiparts. */
function contentsOf(part: Part): { text: string; html: string } {
  const type = part.headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const contents = { text: "", html: "" };
    const pieces = part.body.split(`--${boundary}`).slice(1);
    for (const piece of pieces) {
      if (piece.startsWith("--")) break;
      const inner = contentsOf(splitPart(piece.replace(/^\r?\n/, "")));
      contents.text ||= inner.text;
      contents.html ||= inner.html;
    }
    return contents;
  }
  const decoded = decodeBody(part);
  return /^text\/html/i.test(type) ? { text: "", html: decoded } : { text: decoded, html: "" };
}

function parseMail(raw: string): { subject: string; text: string; html: string } {
  const message = splitPart(raw);
  return { subject: decodeHeader(message.headers.get("subject") ?? ""), ...contentsOf(message) };
}

import { randomUUID } from "node:crypto";
import type { Logger, Sql } from "@aizapy/contracts";
import type { JobQueue } from "@aizapy/db";
import { createTransport, type Transporter } from "nodemailer";
import { MAIL_QUEUE_NAMES } from "./mail-queue.ts";

/** A mail as the product writes it: plain text and the same in simple HTML. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailOptions {
  /** SMTP_URL (smtp:// or smtps://); without it each mail is written to the log instead. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the sender every mail shows. */
  from: string;
}

/** How long a send waits for the mail server: to connect, to greet, and between replies. */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 15_000,
  greetingTimeout: 15_000,
  socketTimeout: 30_000,
} as const;

interface MailJob {
  mailId: string;
}

/**
 * Stores a mail and its sending job in the caller's transaction: it is sent exactly when the
 * change it announces commits, and retried until the mail server takes it.
 */
export async function queueMail(tx: Sql, queue: JobQueue, mail: OutgoingMail): Promise<string> {
  const id = randomUUID();
  await tx.query(`INSERT INTO mails (id, "to", subject, text, html) VALUES ($1, $2, $3, $4, $5)`, [
    id,
    mail.to,
    mail.subject,
    mail.text,
    mail.html,
  ]);
  await queue.send(tx, MAIL_QUEUE_NAMES.send, { mailId: id } satisfies MailJob);
  return id;
}

interface MailRow extends OutgoingMail {
  id: string;
  sentAt: Date | null;
}

export interface MailSender {
  /** Starts this process's mail workers. */
  start(): Promise<void>;
}

/** Sends queued mails through SMTP (or writes them to the log when no SMTP_URL is set). */
export function createMailSender(deps: {
  sql: Sql;
  queue: JobQueue;
  log: Logger;
  options: MailOptions;
}): MailSender {
  const { sql, queue, log, options } = deps;
  // nodemailer waits up to 2 minutes to connect and 10 for a silent server; a send must end well
  // within its job's expiry (MAIL_QUEUES: 120 s), or the job is retried while it still runs and
  // the mail goes out twice.
  const transport: Transporter | undefined = options.smtpUrl
    ? createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS })
    : undefined;

  const deliver = async (mail: MailRow) => {
    if (!transport) {
      // The one-command start has no mail server: the mail (and its links) go to the log.
      log.info("mail (no SMTP_URL set, so written here instead of sent)", {
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      });
      return;
    }
    await transport.sendMail({
      from: options.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: `<${mail.id}@aizapy.mail>`,
    });
  };

  return {
    async start() {
      await queue.work<MailJob>(MAIL_QUEUE_NAMES.send, { batchSize: 4 }, async (job) => {
        const [mail] = await sql.query<MailRow>(
          `SELECT id, "to", subject, text, html, "sentAt" FROM mails WHERE id = $1`,
          [job.data.mailId],
        );
        if (!mail || mail.sentAt) return;
        try {
          await deliver(mail);
        } catch (error) {
          await sql.query(
            `UPDATE mails SET attempts = attempts + 1, "lastError" = $2 WHERE id = $1`,
            [mail.id, String(error).slice(0, 500)],
          );
          throw error;
        }
        await sql.query(
          `UPDATE mails SET attempts = attempts + 1, "sentAt" = now(), "lastError" = NULL WHERE id = $1`,
          [mail.id],
        );
      });
      await queue.workDeadLetters<MailJob>(
        { name: MAIL_QUEUE_NAMES.send, options: { deadLetter: MAIL_QUEUE_NAMES.sendDead } },
        async ({ mailId }, failure) => {
          await sql.query(`UPDATE mails SET "failedAt" = now(), "lastError" = $2 WHERE id = $1`, [
            mailId,
            failure.error.slice(0, 500),
          ]);
          log.error("a mail could not be sent after every retry", { mailId, ...failure });
        },
      );
    },
  };
}

// What the end-to-end suites read from the mails the product sent (to the mailbox that
// start-e2e-server.ts runs): wait for a mail to an address, and take a link out of it.
import { expect } from "@playwright/test";
import { E2E_MAILBOX_URL } from "./e2e-constants.ts";
import type { ReceivedMail } from "./mailbox.ts";

export type { ReceivedMail };

/** Every mail received so far for `to`, oldest first. */
export async function readMails(to: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${E2E_MAILBOX_URL}/mails?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`The mailbox answered ${response.status}`);
  return (await response.json()) as ReceivedMail[];
}

/**
 * The newest mail to `to` whose subject matches, once it has arrived (the product sends mail from
 * a queue, a moment after the change it announces).
 */
export async function waitForMail(
  to: string,
  subject: RegExp,
  { timeout = 15_000 }: { timeout?: number } = {},
): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await readMails(to)).findLast((mail) => subject.test(mail.subject));
        return found !== undefined;
      },
      { message: `a mail to ${to} with the subject ${subject}`, timeout, intervals: [100, 250] },
    )
    .toBe(true);
  return found!;
}

/**
 * The link to `pathname` in a mail's text (e.g. "/verify-email"), as a path and query on the
 * suites' own server, whatever origin the mail's links start with.
 */
export function linkIn(mail: ReceivedMail, pathname: string): string {
  const match = new RegExp(
    `https?://[^\\s"<>]+${pathname.replace(/\//g, "\\/")}\\?[^\\s"<>]+`,
  ).exec(mail.text);
  if (!match) throw new Error(`No ${pathname} link in the mail "${mail.subject}":\n${mail.text}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

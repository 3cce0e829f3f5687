import { randomInt, randomUUID } from "node:crypto";
import {
  ACCOUNT_MESSAGES,
  AppError,
  LINK_LIFETIME_HOURS,
  signupInputSchema,
  type MemberSessionView,
} from "@aizapy/contracts";
import type { JobQueue, Sql } from "@aizapy/db";
import { issueSandboxAccessToken, sealSecret, uuidv7 } from "@aizapy/messaging";
import { auditWriterFor } from "../audit/record-audit.ts";
import { hashPassword } from "../auth/password.ts";
import { queueMail } from "../mail/mail.ts";
import { validateInput } from "../validate.ts";
import { verificationMail } from "./account-mails.ts";
import { createAccountLink } from "./account-links.ts";
import type { AccountGate } from "./account-gate.ts";
import { loadMemberAccount } from "./member-account.ts";
import { openMemberSession } from "./member-sessions.ts";
import { assertPasswordUnguessable } from "./password-strength.ts";

/** The template Meta gives every new account, approved on the sandbox from the start. */
export const HELLO_WORLD_TEMPLATE = {
  name: "hello_world",
  language: "en_US",
  category: "utility",
  body: "Hello World\n\nWelcome and congratulations!! This message demonstrates your ability to send a WhatsApp message notification from Ai Zapy. Thank you for taking the time to test with us.",
} as const;

/** A sandbox business's number: Meta's test-number range (+1 555 …), unique per business. */
const sandboxNumber = () => `+1555${String(randomInt(0, 10_000_000)).padStart(7, "0")}`;

export interface SignUpDeps {
  sql: Sql;
  queue: JobQueue;
  gate: AccountGate;
  appSecret: string;
  publicUrl: string;
}

/**
 * Creates a member, their business (on the sandbox, with an approved hello_world template) and
 * the owner's membership in one transaction, mails the verification link and signs them in.
 */
export async function signUp(
  deps: SignUpDeps,
  input: unknown,
  options: { clientAddress: string; now?: Date },
): Promise<MemberSessionView> {
  await deps.gate.assertOpen({ signup: true });
  const data = validateInput(signupInputSchema, input);
  assertPasswordUnguessable(data.password, [data.email, data.fullName, data.businessName]);
  await deps.gate.countSignUp(options.clientAddress);
  const passwordHash = await hashPassword(data.password);
  const now = options.now ?? new Date();
  const userId = randomUUID();

  const token = await deps.sql.transaction(async (tx) => {
    const [created] = await tx.query(
      `INSERT INTO users (id, username, password, "fullName", "phoneNumber", "createdAt")
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (username) DO NOTHING RETURNING id`,
      [userId, data.email, passwordHash, data.fullName, data.phoneNumber, now],
    );
    if (!created) {
      throw new AppError("email_taken", ACCOUNT_MESSAGES.emailTaken, {
        fieldErrors: [{ path: "email", message: ACCOUNT_MESSAGES.emailTaken }],
      });
    }
    const businessId = randomUUID();
    for (let tries = 0; ; tries++) {
      const [business] = await tx.query(
        `INSERT INTO businesses (id, name, "whatsappNumber", "createdAt", "updatedAt")
         VALUES ($1, $2, $3, $4, $4) ON CONFLICT ("whatsappNumber") DO NOTHING RETURNING id`,
        [businessId, data.businessName, sandboxNumber(), now],
      );
      if (business) break;
      if (tries === 5) throw new Error("no free sandbox number after six tries");
    }
    await tx.query(
      `INSERT INTO memberships ("userId", "businessId", role, "createdAt") VALUES ($1, $2, 'owner', $3)`,
      [userId, businessId, now],
    );
    await tx.query(
      `INSERT INTO api_configs (id, "businessId", provider, "apiKey", "isActive", "createdAt", "updatedAt")
       VALUES ($1, $2, 'sandbox', $3, true, $4, $4)`,
      [randomUUID(), businessId, sealSecret(issueSandboxAccessToken(), deps.appSecret), now],
    );
    await tx.query(
      `INSERT INTO message_templates (id, "businessId", name, language, category, body, "parameterCount", status, "createdAt", "updatedAt")
       VALUES ($1, $2, $3, $4, $5, $6, 0, 'approved', $7, $7)`,
      [
        uuidv7(),
        businessId,
        HELLO_WORLD_TEMPLATE.name,
        HELLO_WORLD_TEMPLATE.language,
        HELLO_WORLD_TEMPLATE.category,
        HELLO_WORLD_TEMPLATE.body,
        now,
      ],
    );
    const link = await createAccountLink(
      tx,
      userId,
      "verify_email",
      LINK_LIFETIME_HOURS.verifyEmail,
      now,
    );
    await queueMail(
      tx,
      deps.queue,
      verificationMail(deps.publicUrl, data.email, data.fullName, link),
    );
    await auditWriterFor({ type: "member", id: userId }, () => now)(tx, {
      action: "member_signed_up",
      targetType: "business",
      targetId: businessId,
      details: `${data.fullName} <${data.email}> signed up with ${data.businessName}`,
    });
    return openMemberSession(tx, userId, options.clientAddress, now);
  });
  return { token, ...(await loadMemberAccount(deps.sql, userId)) };
}

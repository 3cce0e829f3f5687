import { randomUUID } from "node:crypto";
import {
  AppError,
  invitationInputSchema,
  LINK_LIFETIME_HOURS,
  memberRoleInputSchema,
  notFound,
  type MemberRole,
} from "@aizapy/contracts";
import type { JobQueue, Sql } from "@aizapy/db";
import { invitationMail } from "../accounts/account-mails.ts";
import { ALREADY_MEMBER_MESSAGE } from "../accounts/accept-invitation.ts";
import type { AuthenticatedMember, MemberSessionStore } from "../accounts/member-sessions.ts";
import { auditWriterFor } from "../audit/record-audit.ts";
import { generateSessionToken, hashSessionToken } from "../auth/session-token.ts";
import { isUuid } from "@aizapy/messaging";
import { queueMail } from "../mail/mail.ts";
import { validateInput } from "../validate.ts";
import { memberActor, requireManager } from "./access.ts";

export interface MemberView {
  id: string;
  fullName: string;
  email: string;
  role: MemberRole;
  emailVerified: boolean;
  lastSignInAt: Date | null;
  joinedAt: Date;
}

export type InvitationStatus = "pending" | "accepted" | "revoked" | "expired";

export interface InvitationView {
  id: string;
  email: string;
  role: MemberRole;
  status: InvitationStatus;
  createdAt: Date;
  expiresAt: Date;
}

export const LAST_OWNER_MESSAGE =
  "A business always keeps one owner. Make someone else an owner first.";
const OWNERS_ONLY_MESSAGE = "Only an owner can make or remove an owner.";

const MEMBERS = `
  SELECT u.id, u."fullName", u.username AS email, m.role,
         u."emailVerifiedAt" IS NOT NULL AS "emailVerified", u."lastSignInAt",
         m."createdAt" AS "joinedAt"
  FROM memberships m JOIN users u ON u.id = m."userId"
  WHERE m."businessId" = $1
  ORDER BY m."createdAt", u.username`;

/** The members of a business, first to join first (the console lists them too). */
export function listBusinessMembers(sql: Sql, businessId: string): Promise<MemberView[]> {
  return sql.query<MemberView>(MEMBERS, [businessId]);
}

const invitationStatus = (row: {
  acceptedAt: Date | null;
  revokedAt: Date | null;
  expiresAt: Date;
}): InvitationStatus =>
  row.acceptedAt
    ? "accepted"
    : row.revokedAt
      ? "revoked"
      : row.expiresAt.getTime() <= Date.now()
        ? "expired"
        : "pending";

const INVITATION_COLUMNS = `id, email, role, "createdAt", "expiresAt", "acceptedAt", "revokedAt"`;

type InvitationRow = Omit<InvitationView, "status"> & {
  acceptedAt: Date | null;
  revokedAt: Date | null;
};

const toInvitationView = ({ acceptedAt, revokedAt, ...row }: InvitationRow): InvitationView => ({
  ...row,
  status: invitationStatus({ acceptedAt, revokedAt, expiresAt: row.expiresAt }),
});

/** The team: its members and the invitations still open, for owners and admins. */
export function createTeam(deps: {
  sql: Sql;
  queue: JobQueue;
  sessions: MemberSessionStore;
  publicUrl: string;
}) {
  const { sql } = deps;

  /** Locks the business's memberships and answers them, so the owner count cannot race. */
  const lockedMembers = (tx: Sql, businessId: string) =>
    tx.query<{ userId: string; role: MemberRole }>(
      `SELECT "userId", role FROM memberships WHERE "businessId" = $1 FOR UPDATE`,
      [businessId],
    );

  const memberOf = (
    members: { userId: string; role: MemberRole }[],
    memberId: string,
  ): { userId: string; role: MemberRole } => {
    const member = isUuid(memberId) ? members.find((m) => m.userId === memberId) : undefined;
    if (!member) throw notFound("Member");
    return member;
  };

  return {
    async members(auth: AuthenticatedMember): Promise<MemberView[]> {
      requireManager(auth);
      return listBusinessMembers(sql, auth.businessId);
    },

    async invitations(auth: AuthenticatedMember): Promise<InvitationView[]> {
      requireManager(auth);
      const rows = await sql.query<InvitationRow>(
        `SELECT ${INVITATION_COLUMNS} FROM invitations WHERE "businessId" = $1
         ORDER BY "createdAt" DESC LIMIT 200`,
        [auth.businessId],
      );
      return rows.map(toInvitationView);
    },

    /** Mails an invitation; one still open for the same address is replaced by it. */
    async invite(auth: AuthenticatedMember, input: unknown, now = new Date()) {
      requireManager(auth);
      const { email, role } = validateInput(invitationInputSchema, input);
      if (role === "owner" && auth.role !== "owner") {
        throw new AppError("forbidden", OWNERS_ONLY_MESSAGE);
      }
      const token = generateSessionToken();
      const row = await sql.transaction(async (tx) => {
        const [existing] = await tx.query(`SELECT 1 FROM users WHERE username = $1`, [email]);
        if (existing) {
          throw new AppError("already_member", ALREADY_MEMBER_MESSAGE, {
            fieldErrors: [{ path: "email", message: ALREADY_MEMBER_MESSAGE }],
          });
        }
        await tx.query(
          `UPDATE invitations SET "revokedAt" = $3 WHERE "businessId" = $1 AND email = $2
             AND "acceptedAt" IS NULL AND "revokedAt" IS NULL`,
          [auth.businessId, email, now],
        );
        const [business] = await tx.query<{ name: string }>(
          `SELECT name FROM businesses WHERE id = $1`,
          [auth.businessId],
        );
        const [created] = await tx.query<InvitationRow>(
          `INSERT INTO invitations (id, "businessId", email, role, "tokenHash", "invitedById", "createdAt", "expiresAt")
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${INVITATION_COLUMNS}`,
          [
            randomUUID(),
            auth.businessId,
            email,
            role,
            hashSessionToken(token),
            auth.user.id,
            now,
            new Date(now.getTime() + LINK_LIFETIME_HOURS.invitation * 3_600_000),
          ],
        );
        await queueMail(
          tx,
          deps.queue,
          invitationMail(
            deps.publicUrl,
            email,
            { businessName: business!.name, inviterName: auth.user.fullName, role },
            token,
          ),
        );
        await auditWriterFor(memberActor(auth), () => now)(tx, {
          action: "invitation_sent",
          targetType: "invitation",
          targetId: created!.id,
          details: `Invited ${email} to ${business!.name} as ${role}`,
        });
        return created!;
      });
      return toInvitationView(row);
    },

    async revokeInvitation(auth: AuthenticatedMember, invitationId: string, now = new Date()) {
      requireManager(auth);
      if (!isUuid(invitationId)) throw notFound("Invitation");
      const [row] = await sql.query<InvitationRow>(
        `UPDATE invitations SET "revokedAt" = $3
         WHERE id = $1 AND "businessId" = $2 AND "acceptedAt" IS NULL AND "revokedAt" IS NULL
         RETURNING ${INVITATION_COLUMNS}`,
        [invitationId, auth.businessId, now],
      );
      if (!row) {
        const [known] = await sql.query(
          `SELECT 1 FROM invitations WHERE id = $1 AND "businessId" = $2`,
          [invitationId, auth.businessId],
        );
        if (!known) throw notFound("Invitation");
        throw new AppError("conflict", "This invitation was already accepted or revoked.");
      }
      await auditWriterFor(memberActor(auth), () => now)(sql, {
        action: "invitation_revoked",
        targetType: "invitation",
        targetId: invitationId,
        details: `Revoked the invitation of ${row.email}`,
      });
      return toInvitationView(row);
    },

    async changeRole(
      auth: AuthenticatedMember,
      memberId: string,
      input: unknown,
      now = new Date(),
    ) {
      requireManager(auth);
      const { role } = validateInput(memberRoleInputSchema, input);
      await sql.transaction(async (tx) => {
        const members = await lockedMembers(tx, auth.businessId);
        const member = memberOf(members, memberId);
        if (member.role === role) return;
        if ((role === "owner" || member.role === "owner") && auth.role !== "owner") {
          throw new AppError("forbidden", OWNERS_ONLY_MESSAGE);
        }
        if (member.role === "owner" && members.filter((m) => m.role === "owner").length === 1) {
          throw new AppError("last_owner", LAST_OWNER_MESSAGE);
        }
        await tx.query(`UPDATE memberships SET role = $2 WHERE "userId" = $1`, [memberId, role]);
        await auditWriterFor(memberActor(auth), () => now)(tx, {
          action: "member_role_changed",
          targetType: "member",
          targetId: memberId,
          details: `Changed a member's role from ${member.role} to ${role}`,
        });
      });
      deps.sessions.forgetMember(memberId);
      const [view] = (await listBusinessMembers(sql, auth.businessId)).filter(
        (m) => m.id === memberId,
      );
      return view!;
    },

    /** Removes a member: their account and every session end at once. */
    async remove(auth: AuthenticatedMember, memberId: string, now = new Date()): Promise<void> {
      requireManager(auth);
      await sql.transaction(async (tx) => {
        const members = await lockedMembers(tx, auth.businessId);
        const member = memberOf(members, memberId);
        if (member.role === "owner" && auth.role !== "owner") {
          throw new AppError("forbidden", OWNERS_ONLY_MESSAGE);
        }
        if (member.role === "owner" && members.filter((m) => m.role === "owner").length === 1) {
          throw new AppError("last_owner", LAST_OWNER_MESSAGE);
        }
        const [user] = await tx.query<{ email: string }>(
          `DELETE FROM users WHERE id = $1 RETURNING username AS email`,
          [memberId],
        );
        await auditWriterFor(memberActor(auth), () => now)(tx, {
          action: "member_removed",
          targetType: "member",
          targetId: memberId,
          details: `Removed ${user!.email} (${member.role})`,
        });
      });
      deps.sessions.forgetMember(memberId);
    },
  };
}

import {
  businessPhoneNumberId,
  notFound,
  type MemberAccountView,
  type MemberRole,
} from "@aizapy/contracts";
import type { Sql } from "@aizapy/db";

interface AccountRow {
  userId: string;
  fullName: string;
  email: string;
  emailVerified: boolean;
  role: MemberRole;
  businessId: string;
  businessName: string;
  status: string;
  plan: string;
  /** The active configuration's provider and Meta id; both null without one. */
  provider: string | null;
  phoneNumberId: string | null;
}

// The business's sending number is its newest active configuration's.
export const MEMBER_ACCOUNT = `
  SELECT u.id AS "userId", u."fullName", u.username AS email,
         u."emailVerifiedAt" IS NOT NULL AS "emailVerified", m.role,
         b.id AS "businessId", b.name AS "businessName", b.status, b.plan,
         c.provider, c."phoneNumberId"
  FROM users u
  JOIN memberships m ON m."userId" = u.id
  JOIN businesses b ON b.id = m."businessId"
  LEFT JOIN LATERAL (
    SELECT provider, "phoneNumberId" FROM api_configs
    WHERE "businessId" = b.id AND "isActive" ORDER BY "createdAt" DESC LIMIT 1) c ON true
  WHERE u.id = $1`;

/** Who a member is, with their business and role: what the auth answers carry. */
export async function loadMemberAccount(sql: Sql, userId: string): Promise<MemberAccountView> {
  const [row] = await sql.query<AccountRow>(MEMBER_ACCOUNT, [userId]);
  if (!row) throw notFound("Member");
  return {
    user: {
      id: row.userId,
      fullName: row.fullName,
      email: row.email,
      emailVerified: row.emailVerified,
    },
    business: {
      id: row.businessId,
      name: row.businessName,
      status: row.status,
      plan: row.plan,
      phoneNumberId: businessPhoneNumberId(row.businessId, row),
    },
    role: row.role,
  };
}

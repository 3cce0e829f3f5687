import { notFound, type MemberAccountView, type MemberRole } from "@aizapy/contracts";
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
  phoneNumberId: string | null;
}

// The business's sending number is its newest active configuration's.
export const MEMBER_ACCOUNT = `
  SELECT u.id AS "userId", u."fullName", u.username AS email,
         u."emailVerifiedAt" IS NOT NULL AS "emailVerified", m.role,
         b.id AS "businessId", b.name AS "businessName", b.status, b.plan,
         (SELECT c."phoneNumberId" FROM api_configs c
          WHERE c."businessId" = b.id AND c."isActive" ORDER BY c."createdAt" DESC LIMIT 1)
           AS "phoneNumberId"
  FROM users u
  JOIN memberships m ON m."userId" = u.id
  JOIN businesses b ON b.id = m."businessId"
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
      phoneNumberId: row.phoneNumberId,
    },
    role: row.role,
  };
}

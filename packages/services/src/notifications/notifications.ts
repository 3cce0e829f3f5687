import type { OperatorAlertView } from "@aizapy/contracts";
import type { Sql } from "@aizapy/db";

/** How many of the new enquiries the bell lists (the count covers all of them). */
export const NOTIFICATIONS_LISTED = 10;

export interface Notifications {
  /** Enquiries that arrived after `since`. */
  count: number;
  /** Platform alerts (a disabled webhook endpoint, say) raised after `since`. */
  alertCount: number;
  /** The newest of them. */
  alerts: OperatorAlertView[];
  /** When this admin last marked notifications seen; null before the first time. */
  since: Date | null;
  /** The newest of them. */
  items: { id: string; name: string; subject: string; createdAt: Date }[];
}

/** Enquiries since the admin last looked; before the first look every enquiry is new. */
export async function getNotifications(sql: Sql, adminId: string): Promise<Notifications> {
  const [admin] = await sql.query<{ since: Date | null }>(
    `SELECT "lastSeenNotificationsAt" AS since FROM admins WHERE id = $1`,
    [adminId],
  );
  const since = admin?.since ?? null;
  const after = since ?? new Date(0);
  const [[counted], items, [alertCounted], alerts] = await Promise.all([
    sql.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM contact_messages WHERE "createdAt" > $1`,
      [after],
    ),
    sql.query<Notifications["items"][number]>(
      `SELECT id, name, subject, "createdAt" FROM contact_messages WHERE "createdAt" > $1
       ORDER BY "createdAt" DESC, id DESC LIMIT $2`,
      [after, NOTIFICATIONS_LISTED],
    ),
    sql.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM operator_alerts WHERE "createdAt" > $1`,
      [after],
    ),
    sql.query<OperatorAlertView>(
      `SELECT id, kind, title, detail, "targetType", "targetId", "createdAt" FROM operator_alerts
       WHERE "createdAt" > $1 ORDER BY "createdAt" DESC, id DESC LIMIT $2`,
      [after, NOTIFICATIONS_LISTED],
    ),
  ]);
  return {
    count: counted?.count ?? 0,
    since,
    items,
    alertCount: alertCounted?.count ?? 0,
    alerts,
  };
}

/** Everything that arrived up to now counts as seen by this admin. */
export async function markNotificationsSeen(
  sql: Sql,
  adminId: string,
  now = new Date(),
): Promise<Date> {
  await sql.query(`UPDATE admins SET "lastSeenNotificationsAt" = $2 WHERE id = $1`, [adminId, now]);
  return now;
}

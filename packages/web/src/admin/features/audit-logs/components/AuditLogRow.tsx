import { Badge, ListRow, Text } from "@aizapy/design-system";
import { formatDateTime } from "../../../../shared/lib/format";
import { graphql } from "../../../gql";
import { type AuditLogRow_AuditLogFragment } from "../../../gql/graphql";
import { auditLogSummary } from "../summary";
import { auditActionTone } from "../tone";

export const AuditLogRowFragment = graphql(`
  fragment AuditLogRow_auditLog on AuditLog {
    id
    action
    details
    targetType
    targetId
    actorType
    actorId
    timestamp
  }
`);

/** One recorded action: coloured action badge, details, actor, local time and target. */
export function AuditLogRow({ log }: { log: AuditLogRow_AuditLogFragment }) {
  const time = formatDateTime(log.timestamp);
  return (
    <ListRow
      data-audit-log-id={log.id}
      title={auditLogSummary(log)}
      titleAs="p"
      leading={
        <Badge tone={auditActionTone(log.action)} data-action={log.action}>
          {log.action}
        </Badge>
      }
      meta={
        <>
          <Text as="span" size="small" tone="secondary">
            {log.actorType}: {log.actorId}
          </Text>
          {time && (
            <Text as="span" size="small" tone="secondary">
              <time dateTime={log.timestamp}>{time}</time>
            </Text>
          )}
          {log.targetType && (
            <Text as="span" size="small" tone="secondary">
              Target: {log.targetType}
            </Text>
          )}
        </>
      }
    />
  );
}

import { Badge } from "@aizapy/design-system";
import { useQuery } from "@apollo/client/react";
import { UnreadCountQuery } from "../../../api/get-unread-count";

/** "N unread message(s)", word for word; nothing until the count has loaded. */
export function UnreadCounter() {
  const { data } = useQuery(UnreadCountQuery);
  if (!data) return null;
  const unread = data.contactMessageUnreadCount;
  return (
    <Badge tone={unread > 0 ? "critical" : "neutral"} role="status" aria-live="polite">
      {unread} unread message(s)
    </Badge>
  );
}

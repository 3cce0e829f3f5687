import {
  Badge,
  Button,
  IconButton,
  Popover,
  PopoverContent,
  PopoverTrigger,
  Text,
  TextLink,
} from "@aizapy/design-system";
import { useMutation, useQuery } from "@apollo/client/react";
import { Bell } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { formatDateTime } from "../../../../shared/lib/format";
import { type NotificationsQuery as NotificationsResult } from "../../../gql/graphql";
import { paths, withQuery } from "../../../lib/paths";
import { MarkNotificationsSeenMutation, NotificationsQuery } from "../api/notifications";
import { AlertList } from "./AlertList";
import * as styles from "./NotificationsMenu.css";

type Notifications = NotificationsResult["notifications"];

export interface NotificationsMenuProps {
  /** `icon`: the top bar's bell; `wide`: a full-width button (the phone's navigation sheet). */
  variant?: "icon" | "wide";
  /** Called after a link in the panel was followed. */
  onNavigate?: () => void;
}

/**
 * The bell: how many enquiries and platform alerts arrived since the last visit, as a count
 * badge. Opening it lists the newest of them, alerts first, and counts them as seen, so the badge
 * clears.
 */
export function NotificationsMenu({ variant = "icon", onNavigate }: NotificationsMenuProps) {
  const { data, refetch } = useQuery(NotificationsQuery);
  const [markSeen] = useMutation(MarkNotificationsSeenMutation);
  const [isOpen, setOpen] = useState(false);
  // Listed as they were when the panel opened, before they became seen.
  const [shown, setShown] = useState<Notifications | null>(null);
  const count = data ? data.notifications.count + data.notifications.alertCount : 0;

  const open = async () => {
    setOpen(true);
    setShown(data?.notifications ?? null);
    try {
      // The newest before they are marked seen, so nothing is marked that was not listed.
      const fresh = await refetch();
      const latest = fresh.data?.notifications;
      if (latest) setShown(latest);
      if (latest && latest.count + latest.alertCount > 0) {
        await markSeen();
        await refetch();
      }
    } catch {
      // The bell keeps its count; the next opening tries again.
    }
  };

  const more = shown ? shown.count - shown.items.length : 0;
  const follow = () => {
    setOpen(false);
    onNavigate?.();
  };

  return (
    <Popover
      open={isOpen}
      onOpenChange={(next) => {
        if (next) void open();
        else setOpen(false);
      }}
    >
      <PopoverTrigger>
        {variant === "icon" ? (
          <IconButton
            label="Notifications"
            icon={<Bell size={20} />}
            count={count}
            formatCount={(shownCount) => `${shownCount} new`}
          />
        ) : (
          <Button variant="secondary" fullWidth iconStart={<Bell size={16} />}>
            Notifications
            {count > 0 && (
              <Badge tone="critical" variant="solid">
                {count > 99 ? "99+" : count} new
              </Badge>
            )}
          </Button>
        )}
      </PopoverTrigger>
      <PopoverContent title="Notifications">
        <div className={styles.panel}>
          {shown && shown.alerts.length > 0 && (
            <AlertList alerts={shown.alerts} alertCount={shown.alertCount} onFollow={follow} />
          )}
          {!shown || shown.items.length === 0 ? (
            <Text size="small" tone="secondary">
              No new enquiries since your last visit.
            </Text>
          ) : (
            <>
              <Text size="small" tone="secondary">
                {shown.count === 1
                  ? "1 new enquiry since your last visit"
                  : `${shown.count} new enquiries since your last visit`}
              </Text>
              <ul className={styles.list} aria-label="New enquiries">
                {shown.items.map((item) => (
                  <li key={item.id}>
                    <Link
                      className={styles.link}
                      to={withQuery(paths.messages, { search: item.subject, view: item.id })}
                      onClick={follow}
                    >
                      <span className={styles.subject}>{item.subject}</span>
                      <span className={styles.meta}>
                        {item.name} ·{" "}
                        <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
              {more > 0 && (
                <Text size="small" tone="secondary">
                  and {more} more
                </Text>
              )}
            </>
          )}
          <Text size="small">
            <TextLink asChild>
              <Link to={paths.messages} onClick={follow}>
                View all messages
              </Link>
            </TextLink>
          </Text>
        </div>
      </PopoverContent>
    </Popover>
  );
}

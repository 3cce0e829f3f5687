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
import { paths, withQuery } from "../../../app/paths";
import { type NotificationsQuery as NotificationsResult } from "../../../gql/graphql";
import { formatDateTime } from "../../../lib/format";
import { MarkNotificationsSeenMutation, NotificationsQuery } from "../api/notifications";
import * as styles from "./NotificationsMenu.css";

type Item = NotificationsResult["notifications"]["items"][number];

export interface NotificationsMenuProps {
  /** `icon`: the top bar's bell; `wide`: a full-width button (the phone's navigation sheet). */
  variant?: "icon" | "wide";
  /** Called after a link in the panel was followed. */
  onNavigate?: () => void;
}

/**
 * The bell: how many enquiries arrived since the last visit, as a count badge. Opening it lists
 * the newest of them and counts them as seen, so the badge clears.
 */
export function NotificationsMenu({ variant = "icon", onNavigate }: NotificationsMenuProps) {
  const { data, refetch } = useQuery(NotificationsQuery);
  const [markSeen] = useMutation(MarkNotificationsSeenMutation);
  const [isOpen, setOpen] = useState(false);
  // What the open panel lists: the enquiries as they were when it opened, before they became seen.
  const [shown, setShown] = useState<{ count: number; items: Item[] } | null>(null);
  const count = data?.notifications.count ?? 0;

  const open = async () => {
    setOpen(true);
    setShown(data ? { count, items: data.notifications.items } : null);
    try {
      // The newest before they are marked seen, so nothing is marked that was not listed.
      const fresh = await refetch();
      const latest = fresh.data?.notifications;
      if (latest) setShown({ count: latest.count, items: latest.items });
      if (latest && latest.count > 0) {
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
              <ul className={styles.list}>
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

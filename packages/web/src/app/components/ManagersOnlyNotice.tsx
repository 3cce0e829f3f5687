import { EmptyState } from "@aizapy/design-system";
import { Lock } from "lucide-react";

export interface ManagersOnlyNoticeProps {
  /** What the page holds ("API keys and the webhook"). */
  what: string;
}

/** What an agent sees on a page that only owners and admins use. */
export function ManagersOnlyNotice({ what }: ManagersOnlyNoticeProps) {
  return (
    <EmptyState
      icon={<Lock size={24} />}
      titleAs="h2"
      title="Only owners and admins can see this"
      description={`${what} are managed by your business's owners and admins. Ask one of them if you need something changed.`}
    />
  );
}

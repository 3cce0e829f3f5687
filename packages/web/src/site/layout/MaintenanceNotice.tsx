import { IconButton } from "@aizapy/design-system";
import { X } from "lucide-react";
import { Notice } from "../components/Notice";
import * as styles from "./SiteHeader.css";

export interface MaintenanceNoticeProps {
  onDismiss: () => void;
}

/** Shown under the header on every page while the platform is in maintenance mode. */
export default function MaintenanceNotice({ onDismiss }: MaintenanceNoticeProps) {
  return (
    <Notice
      tone="caution"
      className={styles.notice}
      title="We're carrying out scheduled maintenance"
      action={
        <IconButton
          size="small"
          label="Dismiss maintenance notice"
          icon={<X size={16} />}
          onClick={onDismiss}
        />
      }
    >
      Some services, including the contact form, are temporarily unavailable. Please try again later
      or chat with us on WhatsApp.
    </Notice>
  );
}

import { VisuallyHidden } from "@aizapy/design-system";
import { Sparkles } from "lucide-react";
import { WhatsAppIcon } from "../components/icons/brand-icons";
import { whatsapp } from "../config/external-links";
import * as styles from "./FloatingActions.css";

/**
 * The floating WhatsApp buttons on every page: book a premium demo, and chat with us. Plain links
 * (a new tab each), so they work before any script runs.
 */
export function FloatingActions() {
  return (
    <aside className={styles.dock} aria-label="Talk to us on WhatsApp">
      <a className={styles.demo} href={whatsapp.demo} target="_blank" rel="noopener noreferrer">
        <Sparkles size={18} aria-hidden="true" />
        <span>
          Premium Demo<span className={styles.demoLabelLong}> on WhatsApp</span>
        </span>
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </a>
      <a className={styles.chat} href={whatsapp.chat} target="_blank" rel="noopener noreferrer">
        <WhatsAppIcon size={28} aria-hidden="true" focusable="false" />
        <VisuallyHidden>Chat with us on WhatsApp (opens in a new tab)</VisuallyHidden>
      </a>
    </aside>
  );
}

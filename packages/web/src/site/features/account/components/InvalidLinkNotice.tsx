import type { ReactNode } from "react";
import { Notice } from "../../../components/Notice";
import { invalidLinkMessage } from "../../../content/account";

/** Instead of a mail link's form: the link is missing, used, or has expired; and what to do. */
export function InvalidLinkNotice({ children }: { children?: ReactNode }) {
  return (
    <Notice tone="critical" title={invalidLinkMessage}>
      {children}
    </Notice>
  );
}

import { Heading, Text } from "@aizapy/design-system";
import { createContext, type ReactNode, use, useEffect } from "react";
import * as styles from "./PageHeader.css";

/**
 * What follows the page's name in the browser tab: "Admin Console | Ai Zapy" in the console (its
 * entry provides it), the brand alone in the workspace.
 */
export const DocumentTitleSuffix = createContext("Ai Zapy");

export interface PageHeaderProps {
  /** The page's one `h1`; also the browser tab's name, unless `documentTitle` says otherwise. */
  title: string;
  /** The browser tab's name, when it should differ from the title. @default title */
  documentTitle?: string;
  /** A sentence under the title. */
  description?: ReactNode;
  /** Badges or buttons at the right of the title. */
  actions?: ReactNode;
}

/** The heading block every page of a signed-in area starts with; names the browser tab after it. */
export function PageHeader({ title, documentTitle, description, actions }: PageHeaderProps) {
  const suffix = use(DocumentTitleSuffix);
  const tabTitle = `${documentTitle ?? title} | ${suffix}`;
  useEffect(() => {
    document.title = tabTitle;
  }, [tabTitle]);

  return (
    <div className={styles.header}>
      <div className={styles.text}>
        <Heading level={2} as="h1">
          {title}
        </Heading>
        {description && <Text tone="secondary">{description}</Text>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}

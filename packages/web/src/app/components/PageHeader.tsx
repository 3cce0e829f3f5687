import { Heading, Text } from "@aizapy/design-system";
import { type ReactNode, useEffect } from "react";
import * as styles from "./PageHeader.css";

export interface PageHeaderProps {
  /** The page's one `h1`. */
  title: string;
  /** The browser tab's name, when it should differ from the title. @default title */
  documentTitle?: string;
  /** A sentence under the title. */
  description?: ReactNode;
  /** Badges or buttons at the right of the title. */
  actions?: ReactNode;
}

/** The heading block every workspace page starts with; names the browser tab after the page. */
export function PageHeader({ title, documentTitle, description, actions }: PageHeaderProps) {
  const tabTitle = documentTitle ?? title;
  useEffect(() => {
    document.title = `${tabTitle} | Ai Zapy`;
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

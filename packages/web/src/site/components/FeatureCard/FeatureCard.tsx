import { Card, CardBody, CardFooter } from "@aizapy/design-system";
import { Check } from "lucide-react";
import { type ReactNode } from "react";
import * as styles from "./FeatureCard.css";

export interface FeatureCardProps {
  /** A decorative icon, e.g. `<Bot size={24} />`. */
  icon?: ReactNode;
  /** The capability ("AI Chatbots"). */
  title: ReactNode;
  /** One or two sentences about it. */
  description: ReactNode;
  /** Specifics, shown as a checked list. */
  bullets?: readonly ReactNode[];
  /** A link or button at the bottom. */
  action?: ReactNode;
  /** Heading element of the title. @default "h3" */
  titleAs?: "h2" | "h3" | "h4";
}

/** A product capability on the marketing pages. */
export function FeatureCard({
  icon,
  title,
  description,
  bullets,
  action,
  titleAs: Title = "h3",
}: FeatureCardProps) {
  return (
    <Card as="article" interactive>
      <CardBody className={styles.body}>
        {icon && (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        )}
        <Title className={styles.title}>{title}</Title>
        <p className={styles.description}>{description}</p>
        {bullets && bullets.length > 0 && (
          <ul className={styles.bullets}>
            {bullets.map((bullet, index) => (
              <li key={index} className={styles.bullet}>
                <Check size={16} className={styles.check} aria-hidden="true" />
                <span>{bullet}</span>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
      {action && <CardFooter>{action}</CardFooter>}
    </Card>
  );
}

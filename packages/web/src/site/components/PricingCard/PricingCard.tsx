import { Badge, Card, CardBody, CardFooter } from "@aizapy/design-system";
import { Check } from "lucide-react";
import { type ReactNode } from "react";
import * as styles from "./PricingCard.css";

export interface PricingCardProps {
  /** Plan name ("Pro"). */
  name: ReactNode;
  /** Who it is for ("For retargeting campaigns"). */
  description?: ReactNode;
  /** The price as text ("₹11,999", "Custom"). */
  price: ReactNode;
  /** The period as text ("/year"); may be empty for custom prices. */
  period?: ReactNode;
  /** What is included. */
  features?: readonly ReactNode[];
  /** The call to action, usually a full-width `Button`. */
  cta: ReactNode;
  /** The recommended plan: brand outline and a ribbon. */
  highlighted?: boolean;
  /** Ribbon text of a highlighted plan. @default "Most popular" */
  highlightLabel?: ReactNode;
  /** Heading element of the plan name. @default "h3" */
  titleAs?: "h2" | "h3" | "h4";
}

/** One plan on the pricing page. */
export function PricingCard({
  name,
  description,
  price,
  period,
  features,
  cta,
  highlighted = false,
  highlightLabel = "Most popular",
  titleAs: Title = "h3",
}: PricingCardProps) {
  return (
    <Card as="article" highlighted={highlighted} padding="large" className={styles.card}>
      {highlighted && (
        <span className={styles.ribbon}>
          <Badge tone="brand" variant="solid">
            {highlightLabel}
          </Badge>
        </span>
      )}
      <CardBody className={styles.body}>
        <Title className={styles.name}>{name}</Title>
        {description && <p className={styles.description}>{description}</p>}
        <p className={styles.priceLine}>
          <span className={styles.price}>{price}</span>
          {period ? <span className={styles.period}>{period}</span> : null}
        </p>
        {features && features.length > 0 && (
          <ul className={styles.features}>
            {features.map((feature, index) => (
              <li key={index} className={styles.feature}>
                <Check size={16} className={styles.check} aria-hidden="true" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
      <CardFooter>
        <div className={styles.cta}>{cta}</div>
      </CardFooter>
    </Card>
  );
}

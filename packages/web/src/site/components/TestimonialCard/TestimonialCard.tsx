import { Avatar, Card, CardBody } from "@aizapy/design-system";
import { Quote } from "lucide-react";
import * as styles from "./TestimonialCard.css";

export interface TestimonialCardProps {
  /** Who said it. */
  name: string;
  /** Their role and business ("Owner, Spice Route Restaurant"). */
  role: string;
  /** A self-hosted photo; initials are shown without one. */
  image?: string;
  /** The testimonial itself. */
  quote: string;
  /** Language of the quote ("hi", "bn", "ta"): picks the right font and voice. @default page language */
  lang?: string;
  /** The one currently highlighted by the testimonial carousel. */
  highlighted?: boolean;
}

/** A customer quote with name, role and photo. */
export function TestimonialCard({
  name,
  role,
  image,
  quote,
  lang,
  highlighted = false,
}: TestimonialCardProps) {
  return (
    <Card as="figure" highlighted={highlighted} padding="medium">
      <CardBody className={styles.figure}>
        <Quote size={24} className={styles.quoteIcon} aria-hidden="true" />
        <blockquote className={styles.quote} lang={lang}>
          <p>{quote}</p>
        </blockquote>
        <figcaption className={styles.caption}>
          {image ? (
            <img
              className={styles.image}
              src={image}
              alt=""
              width={48}
              height={48}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <Avatar name={name} size="large" decorative />
          )}
          <span>
            <span className={styles.name}>{name}</span>
            <span className={styles.role}>{role}</span>
          </span>
        </figcaption>
      </CardBody>
    </Card>
  );
}

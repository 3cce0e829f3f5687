import { TriangleAlert } from "lucide-react";
import { type ReactNode, useId } from "react";
import * as styles from "./MaskedSecret.css";
import { CopyButton } from "../CopyButton/CopyButton";
import { VisuallyHidden } from "../VisuallyHidden/VisuallyHidden";
import { cx } from "../../utils/cx";

const mask = "••••";

/** The last characters worth showing of a secret; none when `visible` is 0 or less. */
function secretTail(value: string, visible: number): string {
  return visible > 0 ? value.slice(-visible) : "";
}

/**
 * A secret as a fixed mask and its last characters: `maskSecret("sk_live_…3f9a")` → `"••••3f9a"`.
 * The mask's length does not follow the secret's, so it gives away nothing more.
 */
export function maskSecret(value: string, visible = 4): string {
  return `${mask}${secretTail(value, visible)}`;
}

export interface MaskedSecretProps {
  /** What the secret is ("API key"). */
  label: ReactNode;
  /** The secret; when masked, its last characters are enough (what a server keeps to show). */
  value: string;
  /** Show the whole value with a copy button and `caution` (right after creating it). */
  revealed?: boolean;
  /** How many last characters the mask shows. @default 4 */
  visibleChars?: number;
  /** A warning under a revealed value ("Copy it now: it is shown only once."). */
  caution?: ReactNode;
  /** Name of the copy button. @default "Copy" */
  copyLabel?: string;
  /** How screen readers hear the mask. @default "ending in {tail}", or "hidden" without one */
  describeMask?: (tail: string) => string;
  /** Extra class names. */
  className?: string;
}

const defaultDescribeMask = (tail: string) => (tail ? `ending in ${tail}` : "hidden");

/** A labelled secret: masked (`••••3f9a`), or revealed once with a copy button and a caution. */
export function MaskedSecret({
  label,
  value,
  revealed = false,
  visibleChars = 4,
  caution,
  copyLabel = "Copy",
  describeMask = defaultDescribeMask,
  className,
}: MaskedSecretProps) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className={cx(styles.secret, className)}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      {revealed ? (
        <>
          <div className={styles.row}>
            <code className={cx(styles.value, styles.revealedValue)}>{value}</code>
            <CopyButton value={value} label={copyLabel} />
          </div>
          {caution && (
            <p className={styles.caution}>
              <TriangleAlert size={16} className={styles.cautionIcon} aria-hidden="true" />
              <span>{caution}</span>
            </p>
          )}
        </>
      ) : (
        <div className={styles.row}>
          <code className={styles.value}>
            <span aria-hidden="true">{maskSecret(value, visibleChars)}</span>
            <VisuallyHidden>{describeMask(secretTail(value, visibleChars))}</VisuallyHidden>
          </code>
        </div>
      )}
    </div>
  );
}

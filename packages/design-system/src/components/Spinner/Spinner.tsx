import { size as sizes, spinner, status, tone as tones } from "./Spinner.css";
import { VisuallyHidden } from "../VisuallyHidden/VisuallyHidden";
import { cx } from "../../utils/cx";

export interface SpinnerProps {
  /** Diameter. @default "medium" */
  size?: keyof typeof sizes;
  /** Colour; `current` inherits the text colour. @default "brand" */
  tone?: keyof typeof tones;
  /**
   * What is loading, announced as a status message. Pass `null` when the surrounding element
   * already says so (e.g. a busy button), which makes the spinner purely decorative.
   * @default "Loading"
   */
  label?: string | null;
  /** Extra class names. */
  className?: string;
}

/** An indeterminate progress indicator. */
export function Spinner({
  size = "medium",
  tone = "brand",
  label = "Loading",
  className,
}: SpinnerProps) {
  const ring = (
    <span className={cx(spinner, sizes[size], tones[tone], className)} aria-hidden="true" />
  );
  if (label === null) return ring;
  return (
    <span role="status" className={status}>
      {ring}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}

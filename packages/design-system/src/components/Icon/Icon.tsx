import { type ComponentType, type SVGProps } from "react";
import { icon } from "./Icon.css";
import { textTone } from "../../styles/typography.css";
import { cx } from "../../utils/cx";

export const iconSizes = { xsmall: 12, small: 16, medium: 20, large: 24, xlarge: 32 } as const;

export type IconSize = keyof typeof iconSizes;

export interface IconProps {
  /** The icon component, e.g. `MessageCircle` from `lucide-react` (import each icon by name). */
  icon: ComponentType<SVGProps<SVGSVGElement> & { size?: number | string }>;
  /** @default "medium" (20px) */
  size?: IconSize;
  /** Colour; `inherit` follows the surrounding text. @default "inherit" */
  tone?: keyof typeof textTone;
  /** A meaningful icon's name for screen readers; without it the icon is decorative. */
  label?: string;
  /** Extra class names. */
  className?: string;
}

/** Sizes and colours an icon consistently; decorative unless given a `label`. */
export function Icon({
  icon: IconComponent,
  size = "medium",
  tone = "inherit",
  label,
  className,
}: IconProps) {
  return (
    <span
      className={cx(icon, textTone[tone], className)}
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
    >
      <IconComponent size={iconSizes[size]} aria-hidden="true" focusable="false" />
    </span>
  );
}

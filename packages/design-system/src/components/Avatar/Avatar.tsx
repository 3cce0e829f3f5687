import { Avatar as AvatarPrimitive } from "radix-ui";
import * as styles from "./Avatar.css";
import { cx } from "../../utils/cx";

export interface AvatarProps {
  /** The person's or organisation's name: the image's alt text and the source of the initials. */
  name: string;
  /** A self-hosted image; initials show until it loads, or if it fails. */
  src?: string;
  /** 32, 40 or 56px. @default "medium" */
  size?: keyof typeof styles.size;
  /** Decorative when the name is printed next to it (hides it from assistive technology). */
  decorative?: boolean;
  /** Extra class names. */
  className?: string;
}

export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters
    .map((word) => Array.from(word ?? "")[0] ?? "")
    .join("")
    .toUpperCase();
}

/** A round picture of a person, falling back to their initials. */
export function Avatar({ name, src, size = "medium", decorative = false, className }: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      className={cx(styles.avatar, styles.size[size], className)}
      {...(decorative ? { "aria-hidden": true } : { role: "img", "aria-label": name })}
    >
      {src && <AvatarPrimitive.Image className={styles.image} src={src} alt="" />}
      <AvatarPrimitive.Fallback aria-hidden="true">{initials(name)}</AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}

import { type ImgHTMLAttributes, type Ref } from "react";
import * as styles from "./Image.css";
import { cx } from "../../utils/cx";

export interface ImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  "width" | "height" | "src" | "alt"
> {
  /** A self-hosted image URL (imported asset or `/public` path); never a third-party host. */
  src: string;
  /** Describes the image; `""` for decorative images. */
  alt: string;
  /** Intrinsic width in px: reserves space so the layout does not shift. */
  width: number;
  /** Intrinsic height in px. */
  height: number;
  /** Above-the-fold images: load eagerly with high priority instead of lazily. */
  priority?: boolean;
  /** @default "cover" */
  fit?: keyof typeof styles.fit;
  /** Corner rounding. @default "none" */
  radius?: keyof typeof styles.radius;
  /** Stretch to the container width, keeping the aspect ratio. */
  fill?: boolean;
  /** Forwarded to the `<img>`. */
  ref?: Ref<HTMLImageElement>;
}

/** A responsive image with reserved space, lazy loading and async decoding by default. */
export function Image({
  priority = false,
  fit = "cover",
  radius = "none",
  fill = false,
  className,
  loading,
  ...props
}: ImageProps) {
  return (
    <img
      loading={loading ?? (priority ? "eager" : "lazy")}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
      className={cx(
        styles.image,
        styles.fit[fit],
        styles.radius[radius],
        fill && styles.fill,
        className,
      )}
      {...props}
    />
  );
}

import type { IconComponent } from "../../content/types";
import * as styles from "./IconTile.css";

export type IconTileTone = keyof typeof styles.tone;

export interface IconTileProps {
  icon: IconComponent;
  /** @default "brand" */
  tone?: IconTileTone;
  /** @default "medium" */
  size?: keyof typeof styles.size;
}

/** A decorative icon on a tinted rounded square (integrations, values, info cards). */
export function IconTile({ icon: Icon, tone = "brand", size = "medium" }: IconTileProps) {
  return (
    <span className={`${styles.tile} ${styles.size[size]} ${styles.tone[tone]}`} aria-hidden="true">
      <Icon size={size === "large" ? 28 : 22} aria-hidden="true" focusable="false" />
    </span>
  );
}

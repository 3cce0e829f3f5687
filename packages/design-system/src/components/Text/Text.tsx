import { type ElementType, type HTMLAttributes } from "react";
import { text, truncate as truncateClass } from "./Text.css";
import { fontWeight, textAlign, textSize, textTone } from "../../styles/typography.css";
import { cx } from "../../utils/cx";

export type TextSize = keyof typeof textSize;
export type TextTone = keyof typeof textTone;

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** @default "standard" */
  size?: TextSize;
  /** Semantic colour; `secondary` for supporting copy. @default "neutral" */
  tone?: TextTone;
  /** @default "regular" */
  weight?: keyof typeof fontWeight;
  /** @default "left" */
  align?: keyof typeof textAlign;
  /** Cut to one line with an ellipsis. */
  truncate?: boolean;
  /** The element to render. @default "p" */
  as?: ElementType;
}

/** Body copy in the theme's sizes and tones. Set `lang` for text in Hindi, Bengali, Tamil… */
export function Text({
  size = "standard",
  tone = "neutral",
  weight = "regular",
  align = "left",
  truncate = false,
  as: Component = "p",
  className,
  ...props
}: TextProps) {
  return (
    <Component
      className={cx(
        text,
        textSize[size],
        textTone[tone],
        fontWeight[weight],
        textAlign[align],
        truncate && truncateClass,
        className,
      )}
      {...props}
    />
  );
}

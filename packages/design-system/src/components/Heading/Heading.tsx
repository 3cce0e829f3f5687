import { type HTMLAttributes } from "react";
import { heading } from "./Heading.css";
import { headingLevel, textAlign, textTone } from "../../styles/typography.css";
import { cx } from "../../utils/cx";

export type HeadingLevel = 1 | 2 | 3 | 4;

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Visual size and, unless `as` says otherwise, the `h1`–`h4` element. */
  level: HeadingLevel;
  /** Render a different heading element than the visual level (keeps the outline right). */
  as?: "h1" | "h2" | "h3" | "h4" | "h5" | "h6";
  /** @default "neutral" */
  tone?: "neutral" | "brand" | "secondary";
  /** @default "left" */
  align?: keyof typeof textAlign;
}

/** Page and section headings, sized for content pages and applications alike. */
export function Heading({
  level,
  as,
  tone = "neutral",
  align = "left",
  className,
  ...props
}: HeadingProps) {
  const Component = as ?? (`h${level}` as const);
  return (
    <Component
      className={cx(heading, headingLevel[level], textTone[tone], textAlign[align], className)}
      {...props}
    />
  );
}

import { type ElementType, type ReactNode } from "react";
import { Box, type BoxProps } from "../Box/Box";
import { type ResponsiveValue, type Space } from "../../styles/sprinkles.css";

const alignMap = {
  left: "flex-start",
  center: "center",
  right: "flex-end",
  spaceBetween: "space-between",
} as const;
const alignYMap = {
  top: "flex-start",
  center: "center",
  bottom: "flex-end",
  baseline: "baseline",
} as const;

export interface InlineProps extends Pick<BoxProps, "id" | "className" | "role" | "aria-label"> {
  /** Gap between children, horizontally and between wrapped lines. @default "small" */
  space?: ResponsiveValue<Space>;
  /** Horizontal distribution. @default "left" */
  align?: keyof typeof alignMap;
  /** Vertical alignment. @default "center" */
  alignY?: keyof typeof alignYMap;
  /** Wrap onto more lines when out of room. @default true */
  wrap?: boolean;
  /** Stack vertically below this breakpoint (e.g. `"tablet"`: a column on phones). */
  collapseBelow?: "tablet" | "desktop";
  /** The element to render. @default "div" */
  as?: ElementType;
  children?: ReactNode;
}

/** Children in a row (buttons, badges, meta data), wrapping when needed. */
export function Inline({
  space = "small",
  align = "left",
  alignY = "center",
  wrap = true,
  collapseBelow,
  as = "div",
  children,
  ...props
}: InlineProps) {
  const flexDirection =
    collapseBelow === "tablet"
      ? ({ mobile: "column", tablet: "row" } as const)
      : collapseBelow === "desktop"
        ? ({ mobile: "column", desktop: "row" } as const)
        : "row";
  const alignItems = collapseBelow
    ? { mobile: "stretch" as const, [collapseBelow]: alignYMap[alignY] }
    : alignYMap[alignY];
  return (
    <Box
      as={as}
      display="flex"
      flexDirection={flexDirection}
      flexWrap={wrap ? "wrap" : "nowrap"}
      gap={space}
      justifyContent={alignMap[align]}
      alignItems={alignItems}
      {...(as === "ul" || as === "ol" ? { role: "list", paddingLeft: "none", margin: "none" } : {})}
      {...props}
    >
      {children}
    </Box>
  );
}

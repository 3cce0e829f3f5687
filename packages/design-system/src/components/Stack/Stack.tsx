import { type ElementType, type ReactNode } from "react";
import { Box, type BoxProps } from "../Box/Box";
import { type ResponsiveValue, type Space } from "../../styles/sprinkles.css";

const alignMap = {
  left: "flex-start",
  center: "center",
  right: "flex-end",
  stretch: "stretch",
} as const;

export interface StackProps extends Pick<BoxProps, "id" | "className" | "role" | "aria-label"> {
  /** Vertical gap between children. @default "medium" */
  space?: ResponsiveValue<Space>;
  /** Horizontal alignment of children. @default "stretch" */
  align?: keyof typeof alignMap;
  /** The element to render, e.g. `ul` (then pass `li` children). @default "div" */
  as?: ElementType;
  children?: ReactNode;
}

/** Children stacked vertically with even spacing. */
export function Stack({
  space = "medium",
  align = "stretch",
  as = "div",
  children,
  ...props
}: StackProps) {
  return (
    <Box
      as={as}
      display="flex"
      flexDirection="column"
      gap={space}
      alignItems={alignMap[align]}
      {...(as === "ul" || as === "ol" ? { role: "list", paddingLeft: "none", margin: "none" } : {})}
      {...props}
    >
      {children}
    </Box>
  );
}

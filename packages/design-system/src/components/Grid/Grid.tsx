import { type ElementType, type ReactNode } from "react";
import { Box, type BoxProps } from "../Box/Box";
import { type ResponsiveValue, type Space } from "../../styles/sprinkles.css";

export type GridColumns = 1 | 2 | 3 | 4 | 5 | 6;

export interface GridProps extends Pick<BoxProps, "id" | "className" | "role" | "aria-label"> {
  /** Equal-width columns, per breakpoint: `{ mobile: 1, tablet: 2, desktop: 4 }`. @default 1 */
  columns?: ResponsiveValue<GridColumns>;
  /** Gap between cells. @default "large" */
  space?: ResponsiveValue<Space>;
  /** The element to render, e.g. `ul` (then pass `li` children). @default "div" */
  as?: ElementType;
  children?: ReactNode;
}

/** A responsive grid of equal columns: cards, stats, feature lists. */
export function Grid({ columns = 1, space = "large", as = "div", children, ...props }: GridProps) {
  return (
    <Box
      as={as}
      display="grid"
      gridTemplateColumns={columns}
      gap={space}
      {...(as === "ul" || as === "ol" ? { role: "list", paddingLeft: "none", margin: "none" } : {})}
      {...props}
    >
      {children}
    </Box>
  );
}

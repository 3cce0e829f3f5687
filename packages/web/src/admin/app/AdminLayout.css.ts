import { mediaQuery, vars } from "@aizapy/design-system";
import { style } from "@vanilla-extract/css";

/** Search and notifications in the top bar, from tablets up. */
export const wideOnly = style({
  display: "none",
  "@media": { [mediaQuery.tablet]: { display: "inline-flex", gap: vars.space.xxsmall } },
});

/** Search and notifications in the navigation sheet, on phones. */
export const narrowOnly = style({
  display: "grid",
  gap: vars.space.xsmall,
  "@media": { [mediaQuery.tablet]: { display: "none" } },
});

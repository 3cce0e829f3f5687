import { mediaQuery, vars } from "@aizapy/design-system";
import { style } from "@vanilla-extract/css";

export const brand = style({
  display: "inline-flex",
  alignItems: "baseline",
  gap: vars.space.xsmall,
  textDecoration: "none",
  borderRadius: vars.radius.small,
  selectors: {
    "&:focus-visible": {
      outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
      outlineOffset: "2px",
    },
  },
});

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

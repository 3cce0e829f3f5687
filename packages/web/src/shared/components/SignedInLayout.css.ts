import { vars } from "@aizapy/design-system";
import { style } from "@vanilla-extract/css";

/** The product's name and the area's, at the top of the navigation. */
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

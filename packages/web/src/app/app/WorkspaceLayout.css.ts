import { vars } from "@aizapy/design-system";
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

export const banners = style({
  marginBottom: vars.space.large,
  selectors: { "&:empty": { display: "none" } },
});

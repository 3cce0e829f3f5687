import { style } from "@vanilla-extract/css";
import { vars } from "@aizapy/design-system";

export const skipLink = style({
  position: "absolute",
  insetInlineStart: vars.space.medium,
  top: vars.space.xsmall,
  zIndex: 100,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  background: vars.color.background.brand,
  color: vars.color.foreground.onBrand,
  fontWeight: vars.font.weight.semibold,
  textDecoration: "none",
  transform: "translateY(-200%)",
  selectors: {
    "&:focus-visible": { transform: "none" },
  },
});

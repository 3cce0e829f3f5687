import { vars } from "@aizapy/design-system";
import { style } from "@vanilla-extract/css";

export const track = style({
  height: vars.space.xsmall,
  borderRadius: vars.radius.full,
  background: vars.color.background.neutralSoft,
  overflow: "hidden",
});

export const bar = style({
  height: "100%",
  background: vars.color.background.brand,
  transition: "width 0.3s ease",
});

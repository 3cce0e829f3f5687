import { vars } from "@aizapy/design-system";
import { style } from "@vanilla-extract/css";

export const list = style({
  display: "grid",
  gap: vars.space.xsmall,
  marginTop: vars.space.small,
  paddingInlineStart: vars.space.large,
  color: vars.color.foreground.secondary,
  listStyle: "disc",
});

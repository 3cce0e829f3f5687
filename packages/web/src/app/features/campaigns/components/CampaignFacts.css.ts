import { vars } from "@aizapy/design-system";
import { style } from "@vanilla-extract/css";

export const list = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(14rem, 1fr))",
  gap: vars.space.medium,
  margin: 0,
});

export const term = style({
  color: vars.color.foreground.secondary,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
});

export const value = style({
  margin: 0,
  color: vars.color.foreground.neutral,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: "anywhere",
});

import { style } from "@vanilla-extract/css";
import { vars } from "@aizapy/design-system";

export const figure = style({
  margin: 0,
  display: "grid",
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const caption = style({
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.foreground.secondary,
});

export const pre = style({
  margin: 0,
  padding: vars.space.medium,
  overflowX: "auto",
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border.standard}`,
  background: vars.color.background.surfaceSunken,
  color: vars.color.foreground.neutral,
  fontFamily: vars.font.family.mono,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  tabSize: 2,
});

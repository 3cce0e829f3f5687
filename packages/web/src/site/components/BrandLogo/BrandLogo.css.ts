import { style } from "@vanilla-extract/css";
import { vars } from "@aizapy/design-system";

export const logo = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xsmall,
  color: vars.color.foreground.neutral,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  letterSpacing: "-0.01em",
  textDecoration: "none",
  borderRadius: vars.radius.small,
});

export const mark = style({ flexShrink: 0, color: vars.color.foreground.brand });
export const markBubble = style({ fill: vars.color.background.brand });
export const markSpark = style({ fill: vars.color.foreground.onBrand });

import { vars } from "@aizapy/design-system";
import { style, styleVariants } from "@vanilla-extract/css";

export const indicator = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xsmall,
});

const dotBase = style({
  display: "inline-block",
  width: 8,
  height: 8,
  borderRadius: vars.radius.full,
  flexShrink: 0,
});

export const dot = styleVariants({
  positive: [dotBase, { background: vars.color.foreground.positive }],
  info: [dotBase, { background: vars.color.foreground.info }],
  caution: [dotBase, { background: vars.color.foreground.caution }],
  critical: [dotBase, { background: vars.color.foreground.critical }],
  neutral: [dotBase, { background: vars.color.foreground.secondary }],
});

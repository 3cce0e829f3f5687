import { vars } from "@aizapy/design-system";
import { style } from "@vanilla-extract/css";

export const area = style({ display: "block", fontWeight: vars.font.weight.semibold });

export const description = style({
  display: "block",
  fontWeight: vars.font.weight.regular,
  color: vars.color.foreground.secondary,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const allowed = style({ color: vars.color.foreground.positive, verticalAlign: "middle" });

export const denied = style({ color: vars.color.foreground.secondary, verticalAlign: "middle" });

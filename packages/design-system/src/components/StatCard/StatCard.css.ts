import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

export const header = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.small,
});

export const title = style({
  margin: 0,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
  color: vars.color.foreground.secondary,
});

export const icon = style({
  display: "inline-flex",
  padding: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  background: vars.color.background.brandSoft,
  color: vars.color.foreground.brand,
});

export const value = style({
  margin: 0,
  marginTop: vars.space.xsmall,
  fontSize: vars.heading["2"].mobile.fontSize,
  lineHeight: vars.heading["2"].mobile.lineHeight,
  fontWeight: vars.font.weight.bold,
  letterSpacing: "-0.02em",
  fontVariantNumeric: "tabular-nums",
});

export const footer = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xxsmall,
  marginTop: vars.space.xxsmall,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.foreground.secondary,
});

export const trend = styleVariants({
  positive: { color: vars.color.foreground.positive, fontWeight: vars.font.weight.semibold },
  critical: { color: vars.color.foreground.critical, fontWeight: vars.font.weight.semibold },
  neutral: { color: vars.color.foreground.secondary, fontWeight: vars.font.weight.semibold },
});

import { style } from "@vanilla-extract/css";
import { vars } from "@aizapy/design-system";

export const card = style({ position: "relative", height: "100%" });

export const body = style({ display: "grid", gap: vars.space.medium, alignContent: "start" });

export const ribbon = style({
  position: "absolute",
  top: 0,
  left: "50%",
  transform: "translate(-50%, -50%)",
});

export const name = style({
  margin: 0,
  fontSize: vars.heading["4"].mobile.fontSize,
  lineHeight: vars.heading["4"].mobile.lineHeight,
  fontWeight: vars.font.weight.semibold,
});

export const description = style({
  margin: 0,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.foreground.secondary,
});

export const priceLine = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: vars.space.xxsmall,
  margin: 0,
});

export const price = style({
  fontSize: vars.heading["2"].mobile.fontSize,
  lineHeight: vars.heading["2"].mobile.lineHeight,
  fontWeight: vars.font.weight.bold,
  letterSpacing: "-0.02em",
});

export const period = style({ color: vars.color.foreground.secondary });

export const features = style({
  display: "grid",
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const feature = style({
  display: "flex",
  gap: vars.space.xsmall,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const check = style({ flexShrink: 0, marginTop: 2, color: vars.color.foreground.positive });

export const cta = style({ display: "grid", width: "100%" });

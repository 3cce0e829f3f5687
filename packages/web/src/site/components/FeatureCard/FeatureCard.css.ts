import { style } from "@vanilla-extract/css";
import { vars } from "@aizapy/design-system";

export const body = style({
  display: "grid",
  gap: vars.space.small,
  alignContent: "start",
  height: "100%",
});

export const icon = style({
  display: "inline-flex",
  justifySelf: "start",
  padding: vars.space.small,
  borderRadius: vars.radius.large,
  background: vars.color.background.brandSoft,
  color: vars.color.foreground.brand,
});

export const title = style({
  margin: 0,
  fontSize: vars.heading["4"].mobile.fontSize,
  lineHeight: vars.heading["4"].mobile.lineHeight,
  fontWeight: vars.font.weight.semibold,
});

export const description = style({ margin: 0, color: vars.color.foreground.secondary });

export const bullets = style({
  display: "grid",
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const bullet = style({
  display: "flex",
  gap: vars.space.xsmall,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const check = style({ flexShrink: 0, marginTop: 2, color: vars.color.foreground.positive });

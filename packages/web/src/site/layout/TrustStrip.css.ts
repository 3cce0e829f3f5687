import { style } from "@vanilla-extract/css";
import { vars } from "@aizapy/design-system";

export const strip = style({
  background: vars.color.background.brand,
  color: vars.color.foreground.onBrand,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  fontWeight: vars.font.weight.medium,
  paddingBlock: vars.space.xsmall,
});

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  columnGap: vars.space.large,
  rowGap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const item = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxsmall,
});

export const count = style({ fontWeight: vars.font.weight.bold });

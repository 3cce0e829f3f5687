import { style } from "@vanilla-extract/css";
import { vars } from "@aizapy/design-system";

export const figure = style({
  display: "grid",
  gap: vars.space.medium,
  height: "100%",
  alignContent: "space-between",
});

export const quoteIcon = style({ color: vars.color.foreground.brand });

export const quote = style({
  margin: 0,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  color: vars.color.foreground.neutral,
  // Long Tamil and Bengali words must wrap inside narrow cards.
  overflowWrap: "anywhere",
});

export const caption = style({ display: "flex", alignItems: "center", gap: vars.space.small });

export const image = style({
  width: 48,
  height: 48,
  flexShrink: 0,
  borderRadius: vars.radius.full,
  objectFit: "cover",
  background: vars.color.background.brandSoft,
});

export const name = style({ display: "block", fontWeight: vars.font.weight.semibold });

export const role = style({
  display: "block",
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.foreground.secondary,
});

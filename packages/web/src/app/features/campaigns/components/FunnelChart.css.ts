import { vars } from "@aizapy/design-system";
import { style } from "@vanilla-extract/css";

export const list = style({
  display: "grid",
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const stage = style({
  display: "grid",
  gridTemplateColumns: "7rem 1fr 8rem",
  alignItems: "center",
  gap: vars.space.small,
});

export const label = style({ fontWeight: vars.font.weight.medium });

export const track = style({
  height: vars.space.large,
  borderRadius: vars.radius.small,
  background: vars.color.background.neutralSoft,
  overflow: "hidden",
});

export const bar = style({
  display: "block",
  height: "100%",
  background: vars.color.background.brand,
  transition: "width 0.3s ease",
});

export const figure = style({
  textAlign: "end",
  fontVariantNumeric: "tabular-nums",
});

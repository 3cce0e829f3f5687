import { vars } from "@aizapy/design-system";
import { style } from "@vanilla-extract/css";

export const page = style({
  minHeight: "100vh",
  display: "grid",
  placeContent: "center",
  padding: vars.space.large,
  background: vars.color.background.surfaceSunken,
});

export const panel = style({
  display: "grid",
  justifyItems: "center",
  gap: vars.space.medium,
  maxWidth: vars.contentWidth.small,
  textAlign: "center",
});

export const icon = style({ color: vars.color.foreground.caution });

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space.small,
});

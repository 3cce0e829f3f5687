import { vars } from "@aizapy/design-system";
import { style } from "@vanilla-extract/css";

export const page = style({
  minHeight: "100vh",
  display: "grid",
  gridTemplateRows: "auto 1fr",
  background: vars.color.background.surfaceSunken,
});

export const toolbar = style({
  display: "flex",
  justifyContent: "flex-end",
  padding: vars.space.small,
});

export const main = style({
  display: "grid",
  placeItems: "center",
  padding: vars.space.medium,
  paddingBottom: vars.space.xxlarge,
});

export const card = style({ width: "min(100%, 26rem)" });

export const intro = style({
  display: "grid",
  justifyItems: "center",
  gap: vars.space.xsmall,
  marginBottom: vars.space.large,
});

export const icon = style({
  display: "inline-grid",
  placeItems: "center",
  width: 56,
  height: 56,
  borderRadius: vars.radius.full,
  background: vars.color.background.brandSoft,
  color: vars.color.foreground.brand,
});

export const back = style({ marginTop: vars.space.large });

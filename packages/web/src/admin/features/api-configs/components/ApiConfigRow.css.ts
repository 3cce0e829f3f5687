import { vars } from "@aizapy/design-system";
import { style } from "@vanilla-extract/css";

export const icon = style({
  display: "inline-grid",
  placeItems: "center",
  width: 40,
  height: 40,
  borderRadius: vars.radius.full,
  background: vars.color.background.brandSoft,
  color: vars.color.foreground.brand,
});

export const code = style({
  fontFamily: vars.font.family.mono,
  color: vars.color.foreground.neutral,
  overflowWrap: "anywhere",
});

export const webhook = style({ overflowWrap: "anywhere" });

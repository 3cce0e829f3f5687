import { vars } from "@aizapy/design-system";
import { style } from "@vanilla-extract/css";

export const name = style({ display: "grid", gap: vars.space.xxsmall, minWidth: "12rem" });

export const body = style({
  fontWeight: vars.font.weight.regular,
  display: "-webkit-box",
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
  whiteSpace: "pre-line",
});

export const status = style({
  display: "grid",
  justifyItems: "start",
  gap: vars.space.xxsmall,
});

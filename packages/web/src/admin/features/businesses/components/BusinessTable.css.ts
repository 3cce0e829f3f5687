import { vars } from "@aizapy/design-system";
import { style } from "@vanilla-extract/css";

export const name = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.small,
  fontWeight: vars.font.weight.semibold,
});

export const number = style({ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" });

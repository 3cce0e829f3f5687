import { vars } from "@aizapy/design-system";
import { style } from "@vanilla-extract/css";

export const nowrap = style({ whiteSpace: "nowrap" });

export const number = style({ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" });

export const direction = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxsmall,
  whiteSpace: "nowrap",
});

export const code = style({ fontFamily: vars.font.family.mono, whiteSpace: "nowrap" });

import { vars } from "@aizapy/design-system";
import { style } from "@vanilla-extract/css";

export const prefix = style({ fontFamily: vars.font.family.mono, whiteSpace: "nowrap" });

export const status = style({
  display: "inline-flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xsmall,
});

import { vars } from "@aizapy/design-system";
import { style } from "@vanilla-extract/css";

export const status = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.small,
});

export const form = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-start",
  gap: vars.space.small,
});

export const field = style({ flex: "1 1 20rem", minWidth: 0 });

export const formButton = style({
  // Level with the field's input, under its label.
  marginTop: `calc(${vars.text.small.lineHeight} + ${vars.space.xxsmall})`,
});

export const nowrap = style({ whiteSpace: "nowrap" });

export const code = style({ fontFamily: vars.font.family.mono, whiteSpace: "nowrap" });

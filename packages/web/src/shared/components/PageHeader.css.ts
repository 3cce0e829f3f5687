import { vars } from "@aizapy/design-system";
import { style } from "@vanilla-extract/css";

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  justifyContent: "space-between",
  gap: vars.space.medium,
  marginBottom: vars.space.large,
});

export const text = style({ display: "grid", gap: vars.space.xxsmall, minWidth: 0 });

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.small,
});

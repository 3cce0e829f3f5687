import { vars } from "@aizapy/design-system";
import { style } from "@vanilla-extract/css";

export const list = style({ display: "grid", gap: vars.space.medium, margin: 0 });

export const item = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.small,
  paddingBottom: vars.space.small,
  borderBottom: `1px solid ${vars.color.border.standard}`,
  selectors: { "&:last-child": { borderBottom: "none", paddingBottom: 0 } },
});

export const term = style({
  color: vars.color.foreground.secondary,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
});

export const value = style({
  margin: 0,
  color: vars.color.foreground.neutral,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: "anywhere",
  textAlign: "end",
});

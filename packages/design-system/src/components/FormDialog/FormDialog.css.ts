import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

export const form = style({ display: "grid", gap: vars.space.medium });

export const fields = style({ display: "grid", gap: vars.space.medium });

export const error = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.xsmall,
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.background.criticalSoft,
  color: vars.color.foreground.critical,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
});

export const errorIcon = style({ flexShrink: 0, marginTop: 2 });

import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

export const fieldset = style({
  display: "grid",
  gap: vars.space.xsmall,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xxsmall,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
  color: vars.color.foreground.neutral,
});

export const presets = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xsmall });

export const inputs = style({ display: "flex", flexWrap: "wrap", gap: vars.space.small });

globalStyle(`${inputs} > *`, { flex: "1 1 9rem" });

export const error = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.xxsmall,
  margin: 0,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
  color: vars.color.foreground.critical,
});

export const errorIcon = style({ flexShrink: 0, marginTop: 2 });

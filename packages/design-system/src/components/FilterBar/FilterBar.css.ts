import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

export const filterBar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.small,
});

export const controls = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.small,
  flex: "1 1 auto",
  minWidth: 0,
});

// Each control takes a full row on a phone and sits side by side where there is room.
globalStyle(`${controls} > *`, { flex: "1 1 12rem", minWidth: 0 });

export const summary = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xsmall,
  minHeight: 40,
});

export const count = style({
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.foreground.secondary,
  whiteSpace: "nowrap",
});

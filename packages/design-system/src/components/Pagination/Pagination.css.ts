import { style } from "@vanilla-extract/css";
import { control } from "../FormField/FormField.css";
import { vars } from "../../styles/contract.css";

export const pagination = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.small,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.foreground.secondary,
});

export const pageSize = style({ display: "flex", alignItems: "center", gap: vars.space.xsmall });

// Qualified with the shared control class so it wins whatever order the stylesheets load in.
export const select = style({
  selectors: {
    [`${control}&`]: {
      width: "auto",
      minHeight: 32,
      paddingBlock: 0,
      fontSize: vars.text.small.fontSize,
      cursor: "pointer",
    },
  },
});

export const end = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.small,
  marginInlineStart: "auto",
});

export const range = style({ fontVariantNumeric: "tabular-nums" });

export const buttons = style({ display: "flex", gap: vars.space.xsmall });

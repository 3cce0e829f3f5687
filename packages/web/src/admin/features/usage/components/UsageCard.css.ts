import { style } from "@vanilla-extract/css";

export const figure = style({ display: "grid", fontVariantNumeric: "tabular-nums" });

import { vars } from "@aizapy/design-system";
import { style } from "@vanilla-extract/css";

/** A category's delivered messages over what they cost, right-aligned with the column. */
export const figure = style({
  display: "grid",
  justifyItems: "end",
  gap: vars.space.xxsmall,
  fontVariantNumeric: "tabular-nums",
});

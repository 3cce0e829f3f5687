import { vars } from "@aizapy/design-system";
import { style } from "@vanilla-extract/css";

/** The whole window, its content centred on the sunken background. */
export const page = style({
  minHeight: "100vh",
  display: "grid",
  placeContent: "center",
  justifyItems: "center",
  gap: vars.space.medium,
  padding: vars.space.large,
  background: vars.color.background.surfaceSunken,
});

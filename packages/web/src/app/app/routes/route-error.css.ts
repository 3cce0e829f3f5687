import { vars } from "@aizapy/design-system";
import { style } from "@vanilla-extract/css";

export const page = style({
  minHeight: "100vh",
  display: "grid",
  placeContent: "center",
  justifyItems: "center",
  gap: vars.space.medium,
  padding: vars.space.large,
  background: vars.color.background.surfaceSunken,
});

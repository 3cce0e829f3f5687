import { vars } from "@aizapy/design-system";
import { style } from "@vanilla-extract/css";

export const wrapper = style({
  display: "grid",
  placeContent: "center",
  justifyItems: "center",
  gap: vars.space.medium,
  minHeight: "100vh",
  padding: vars.space.large,
  background: vars.color.background.surfaceSunken,
});

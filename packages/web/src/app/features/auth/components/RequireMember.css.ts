import { vars } from "@aizapy/design-system";
import { style } from "@vanilla-extract/css";

export const page = style({
  minHeight: "100vh",
  display: "grid",
  placeContent: "center",
  padding: vars.space.large,
  background: vars.color.background.surfaceSunken,
});

import { style } from "@vanilla-extract/css";
import { mediaQuery, vars } from "@aizapy/design-system";

export const story = style({
  display: "grid",
  gap: vars.space.xlarge,
  alignItems: "center",
  "@media": { [mediaQuery.desktop]: { gridTemplateColumns: "1.1fr 1fr", gap: vars.space.xxlarge } },
});

export const storyImage = style({ width: "100%", height: "auto" });

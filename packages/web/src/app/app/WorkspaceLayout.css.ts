import { vars } from "@aizapy/design-system";
import { style } from "@vanilla-extract/css";

export const banners = style({
  marginBottom: vars.space.large,
  selectors: { "&:empty": { display: "none" } },
});

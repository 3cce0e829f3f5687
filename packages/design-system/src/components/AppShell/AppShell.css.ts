import { style } from "@vanilla-extract/css";
import { mediaQuery } from "../../styles/breakpoints";
import { vars } from "../../styles/contract.css";
import { sidebarWidth } from "../Sidebar/Sidebar.css";

export const shell = style({
  minHeight: "100vh",
  background: vars.color.background.surfaceSunken,
  "@media": { [mediaQuery.desktop]: { paddingLeft: sidebarWidth } },
});

export const main = style({
  padding: vars.space.medium,
  "@media": { [mediaQuery.tablet]: { padding: vars.space.large } },
  selectors: { "&:focus": { outline: "none" } },
});

export const skipLink = style({
  position: "absolute",
  top: vars.space.xsmall,
  left: vars.space.xsmall,
  zIndex: 100,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  background: vars.color.background.brand,
  color: vars.color.foreground.onBrand,
  fontWeight: vars.font.weight.semibold,
  transform: "translateY(-200%)",
  selectors: {
    "&:focus": {
      transform: "none",
      outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
      outlineOffset: "2px",
    },
  },
});

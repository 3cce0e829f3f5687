import { keyframes, style } from "@vanilla-extract/css";
import { mediaQuery } from "../../styles/breakpoints";
import { vars } from "../../styles/contract.css";

const { background: bg, foreground: fg, border } = vars.color;

export const sidebarWidth = "16rem";

export const desktop = style({
  display: "none",
  "@media": {
    [mediaQuery.desktop]: {
      position: "fixed",
      insetBlock: 0,
      left: 0,
      zIndex: 30,
      display: "flex",
      width: sidebarWidth,
    },
  },
});

export const panel = style({
  display: "flex",
  flexDirection: "column",
  width: "100%",
  height: "100%",
  background: bg.surface,
  borderRight: `1px solid ${border.standard}`,
});

export const header = style({
  display: "flex",
  alignItems: "center",
  minHeight: 64,
  paddingInline: vars.space.large,
  borderBottom: `1px solid ${border.standard}`,
});

export const nav = style({ flexGrow: 1, overflowY: "auto", padding: vars.space.small });

export const list = style({ display: "grid", gap: 2, margin: 0, padding: 0, listStyle: "none" });

export const link = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.small,
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  color: fg.secondary,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
  textDecoration: "none",
  selectors: {
    "&:hover": { background: bg.neutralHover, color: fg.neutral },
    "&[aria-current='page']": {
      background: bg.brandSoft,
      color: fg.brand,
      fontWeight: vars.font.weight.semibold,
    },
    "&:focus-visible": {
      outline: `${vars.focusRing.width} solid ${border.focus}`,
      outlineOffset: "-2px",
    },
  },
});

export const linkLabel = style({ flexGrow: 1 });

export const icon = style({ display: "inline-flex", flexShrink: 0 });

export const footer = style({
  padding: vars.space.medium,
  borderTop: `1px solid ${border.standard}`,
});

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({ from: { transform: "translateX(-100%)" }, to: { transform: "none" } });

export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: 50,
  background: bg.overlay,
  animation: `${fadeIn} ${vars.motion.duration.standard} ${vars.motion.easing.standard}`,
});

export const sheet = style({
  position: "fixed",
  insetBlock: 0,
  left: 0,
  zIndex: 51,
  display: "flex",
  width: `min(${sidebarWidth}, 85vw)`,
  boxShadow: vars.shadow.large,
  animation: `${slideIn} ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
  selectors: { "&:focus": { outline: "none" } },
});

export const sheetClose = style({ marginInlineStart: "auto" });

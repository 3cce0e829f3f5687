import { style } from "@vanilla-extract/css";
import { breakpoints, mediaQuery, vars } from "@aizapy/design-system";

const { background: bg, foreground: fg, border } = vars.color;

/**
 * A phone without scripts: the menu button cannot work, so the menu is shown open under the bar
 * and the header scrolls away with the page instead of covering it.
 */
const phoneWithoutScripts = `(scripting: none) and (max-width: ${breakpoints.desktop - 0.02}px)`;

export const header = style({
  position: "sticky",
  top: 0,
  zIndex: 40,
  background: bg.surface,
  borderBottom: `1px solid ${border.standard}`,
  "@media": { [phoneWithoutScripts]: { position: "static" } },
});

export const bar = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.medium,
  minHeight: "4rem",
});

export const desktopOnly = style({
  display: "none",
  "@media": { [mediaQuery.desktop]: { display: "flex" } },
});

export const menuButtonSlot = style({
  display: "flex",
  "@media": {
    [mediaQuery.desktop]: { display: "none" },
    [phoneWithoutScripts]: { display: "none" },
  },
});

export const navList = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const navLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.75rem",
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  color: fg.secondary,
  fontWeight: vars.font.weight.medium,
  textDecoration: "none",
  selectors: {
    "&:hover": { color: fg.neutral, background: bg.neutralHover },
    '&[aria-current="page"]': { color: fg.brand, fontWeight: vars.font.weight.semibold },
  },
});

export const actions = style({
  alignItems: "center",
  gap: vars.space.xsmall,
});

export const mobileMenu = style({
  borderTop: `1px solid ${border.standard}`,
  background: bg.surface,
  paddingBlock: vars.space.medium,
  maxHeight: "calc(100vh - 4rem)",
  overflowY: "auto",
  "@media": {
    [mediaQuery.desktop]: { display: "none" },
    [phoneWithoutScripts]: { display: "block", maxHeight: "none" },
  },
});

export const mobileNavList = style({
  display: "grid",
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const mobileNavLink = style([
  navLink,
  { display: "flex", fontSize: vars.text.large.fontSize, paddingInline: vars.space.small },
]);

export const mobileMenuFooter = style({
  display: "grid",
  gap: vars.space.medium,
  marginTop: vars.space.medium,
  paddingTop: vars.space.medium,
  borderTop: `1px solid ${border.standard}`,
});

export const mobileAccountLinks = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.small,
});

/** Hangs below the sticky bar over the page, so its arrival never shifts the layout. */
export const noticeSlot = style({
  position: "absolute",
  insetInline: 0,
  top: "100%",
  paddingTop: vars.space.xsmall,
  pointerEvents: "none",
});

export const notice = style({ pointerEvents: "auto", boxShadow: vars.shadow.large });

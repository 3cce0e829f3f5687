import { style } from "@vanilla-extract/css";
import { mediaQuery, vars } from "@aizapy/design-system";

const { background: bg, foreground: fg } = vars.color;

export const dock = style({
  position: "fixed",
  insetInlineEnd: vars.space.medium,
  bottom: vars.space.medium,
  zIndex: 30,
  display: "flex",
  alignItems: "center",
  gap: vars.space.small,
  "@media": {
    [mediaQuery.desktop]: { insetInlineEnd: vars.space.large, bottom: vars.space.large },
  },
});

const floating = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xsmall,
  minHeight: "3.5rem",
  borderRadius: vars.radius.full,
  boxShadow: vars.shadow.large,
  fontWeight: vars.font.weight.semibold,
  textDecoration: "none",
  transition: `transform ${vars.motion.duration.standard} ${vars.motion.easing.standard}`,
  selectors: { "&:hover": { transform: "translateY(-2px)" } },
});

export const demo = style([
  floating,
  {
    minHeight: "3rem",
    paddingInline: vars.space.medium,
    "@media": { [mediaQuery.tablet]: { minHeight: "3.5rem", paddingInline: vars.space.large } },
    background: bg.surface,
    color: fg.brand,
    border: `1px solid ${vars.color.border.brand}`,
  },
]);

export const chat = style([
  floating,
  { width: "3.5rem", background: bg.accent, color: fg.onAccent },
]);

export const demoLabelLong = style({
  display: "none",
  "@media": { [mediaQuery.tablet]: { display: "inline" } },
});

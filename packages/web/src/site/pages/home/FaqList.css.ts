import { style } from "@vanilla-extract/css";
import { vars } from "@aizapy/design-system";

const { background: bg, foreground: fg, border } = vars.color;

/** The look of the design system's accordion, on `<details>`/`<summary>`. */
export const list = style({ display: "grid", gap: vars.space.small });

export const item = style({
  border: `1px solid ${border.standard}`,
  borderRadius: vars.radius.large,
  background: bg.surface,
  overflow: "hidden",
  selectors: { "&[open]": { borderColor: border.brand } },
});

export const question = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.medium,
  padding: vars.space.medium,
  paddingInline: vars.space.large,
  color: fg.neutral,
  cursor: "pointer",
  listStyle: "none",
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&:hover": { background: bg.neutralHover },
    "&:focus-visible": {
      outline: `${vars.focusRing.width} solid ${border.focus}`,
      outlineOffset: "-3px",
    },
  },
});

export const questionText = style({
  margin: 0,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.semibold,
});

export const chevron = style({
  flexShrink: 0,
  color: fg.secondary,
  transition: `transform ${vars.motion.duration.standard} ${vars.motion.easing.standard}`,
  selectors: { [`${item}[open] &`]: { transform: "rotate(180deg)" } },
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});

export const answer = style({
  margin: 0,
  paddingInline: vars.space.large,
  paddingBottom: vars.space.medium,
  color: fg.secondary,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
});

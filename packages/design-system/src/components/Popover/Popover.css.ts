import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

const { background: bg, foreground: fg, border } = vars.color;

const appear = keyframes({
  from: { opacity: 0, transform: "translateY(-4px)" },
  to: { opacity: 1, transform: "none" },
});

export const content = style({
  zIndex: 60,
  display: "grid",
  gap: vars.space.small,
  width: "min(22rem, calc(100vw - 2rem))",
  maxHeight: "var(--radix-popover-content-available-height)",
  overflowY: "auto",
  padding: vars.space.medium,
  background: bg.surface,
  color: fg.neutral,
  border: `1px solid ${border.standard}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
  animation: `${appear} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: { "&:focus-visible": { outline: `${vars.focusRing.width} solid ${border.focus}` } },
});

export const title = style({
  margin: 0,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.semibold,
});

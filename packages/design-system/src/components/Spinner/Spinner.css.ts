import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const spinner = style({
  display: "inline-block",
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: "2px solid currentColor",
  borderRightColor: "transparent",
  animation: `${spin} 0.7s linear infinite`,
  "@media": {
    // A slower turn still signals "busy" without fast motion.
    "(prefers-reduced-motion: reduce)": { animationDuration: "2s" },
  },
});

export const size = styleVariants({
  xsmall: { width: 12, height: 12 },
  small: { width: 16, height: 16 },
  medium: { width: 24, height: 24, borderWidth: 3 },
  large: { width: 40, height: 40, borderWidth: 4 },
});

export const tone = styleVariants({
  current: { color: "currentColor" },
  brand: { color: vars.color.foreground.brand },
  secondary: { color: vars.color.foreground.secondary },
});

export const status = style({ display: "inline-flex" });

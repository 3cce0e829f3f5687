import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../styles/contract.css";

const { background: bg, foreground: fg, border } = vars.color;

export const iconButton = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    flexShrink: 0,
    padding: 0,
    border: "1px solid transparent",
    borderRadius: vars.radius.medium,
    cursor: "pointer",
    transitionProperty: "background-color, color",
    transitionDuration: vars.motion.duration.fast,
    selectors: {
      "&:focus-visible": {
        outline: `${vars.focusRing.width} solid ${border.focus}`,
        outlineOffset: "2px",
      },
      "&:disabled": { opacity: 0.6, cursor: "not-allowed" },
    },
  },
  variants: {
    variant: {
      ghost: {
        background: "transparent",
        color: fg.secondary,
        selectors: { "&:hover:not(:disabled)": { background: bg.neutralHover, color: fg.neutral } },
      },
      secondary: {
        background: bg.surface,
        color: fg.neutral,
        borderColor: border.strong,
        selectors: { "&:hover:not(:disabled)": { background: bg.neutralHover } },
      },
      primary: {
        background: bg.brand,
        color: fg.onBrand,
        selectors: { "&:hover:not(:disabled)": { background: bg.brandHover } },
      },
      destructive: {
        background: "transparent",
        color: fg.critical,
        selectors: { "&:hover:not(:disabled)": { background: bg.criticalSoft } },
      },
    },
    size: {
      small: { width: 32, height: 32 },
      medium: { width: 40, height: 40 },
      large: { width: 48, height: 48 },
    },
  },
  defaultVariants: { variant: "ghost", size: "medium" },
});

export const iconSlot = style({ display: "inline-flex" });

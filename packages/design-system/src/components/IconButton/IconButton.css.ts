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

// Relative so a count badge sits on the icon's corner (the button itself may be positioned by its parent).
export const iconSlot = style({ position: "relative", display: "inline-flex" });

export const countBadge = style({
  position: "absolute",
  top: -8,
  // Anchored near the icon's right edge and growing outwards, so "99+" does not hide the icon.
  left: "60%",
  minWidth: 18,
  height: 18,
  paddingInline: 4,
  borderRadius: vars.radius.full,
  // A ring in the surface colour keeps the badge apart from the icon under it.
  boxShadow: `0 0 0 2px ${bg.surface}`,
  background: bg.critical,
  color: fg.onTone,
  fontSize: 11,
  fontWeight: vars.font.weight.bold,
  lineHeight: "18px",
  textAlign: "center",
  fontVariantNumeric: "tabular-nums",
  pointerEvents: "none",
});

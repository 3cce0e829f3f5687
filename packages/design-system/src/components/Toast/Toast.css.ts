import { keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../styles/contract.css";

const { background: bg, foreground: fg, border } = vars.color;

export const viewport = style({
  position: "fixed",
  bottom: 0,
  right: 0,
  zIndex: 100,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xsmall,
  width: "100%",
  maxWidth: 420,
  maxHeight: "100vh",
  margin: 0,
  padding: vars.space.medium,
  listStyle: "none",
  outline: "none",
});

const slideIn = keyframes({
  from: { transform: "translateX(calc(100% + 16px))" },
  to: { transform: "translateX(0)" },
});
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const swipeOut = keyframes({
  from: { transform: "translateX(var(--radix-toast-swipe-end-x))" },
  to: { transform: "translateX(calc(100% + 16px))" },
});

export const toast = recipe({
  base: {
    position: "relative",
    display: "flex",
    alignItems: "flex-start",
    gap: vars.space.small,
    padding: vars.space.medium,
    paddingRight: vars.space.xlarge,
    borderRadius: vars.radius.large,
    border: `1px solid ${border.standard}`,
    boxShadow: vars.shadow.large,
    selectors: {
      "&[data-state='open']": {
        animation: `${slideIn} ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
      },
      "&[data-state='closed']": {
        animation: `${fadeOut} ${vars.motion.duration.standard} ease-in forwards`,
      },
      "&[data-swipe='move']": { transform: "translateX(var(--radix-toast-swipe-move-x))" },
      "&[data-swipe='cancel']": {
        transform: "translateX(0)",
        transition: `transform ${vars.motion.duration.standard} ${vars.motion.easing.standard}`,
      },
      "&[data-swipe='end']": {
        animation: `${swipeOut} ${vars.motion.duration.standard} ease-out forwards`,
      },
      "&:focus-visible": {
        outline: `${vars.focusRing.width} solid ${border.focus}`,
        outlineOffset: "2px",
      },
    },
  },
  variants: {
    variant: {
      default: { background: bg.surface, color: fg.neutral },
      success: {
        background: bg.surface,
        color: fg.neutral,
        borderLeft: `4px solid ${border.brand}`,
      },
      destructive: { background: bg.critical, color: fg.onTone, borderColor: bg.critical },
    },
  },
  defaultVariants: { variant: "default" },
});

export const icon = style({ display: "flex", paddingTop: 2 });

export const body = style({ display: "grid", gap: vars.space.xxsmall, minWidth: 0, flexGrow: 1 });

export const title = style({
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.semibold,
});

export const description = style({
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const close = style({
  position: "absolute",
  top: vars.space.xsmall,
  right: vars.space.xsmall,
  display: "inline-flex",
  padding: vars.space.xxsmall,
  border: 0,
  borderRadius: vars.radius.small,
  background: "transparent",
  color: "inherit",
  selectors: {
    "&:hover": { background: bg.neutralHover, color: fg.neutral },
    "&:focus-visible": {
      outline: `${vars.focusRing.width} solid ${border.focus}`,
      outlineOffset: 0,
    },
  },
});

export const action = style({
  alignSelf: "center",
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  border: "1px solid currentColor",
  borderRadius: vars.radius.medium,
  background: "transparent",
  color: "inherit",
  fontSize: vars.text.small.fontSize,
  fontWeight: vars.font.weight.semibold,
  selectors: {
    "&:focus-visible": {
      outline: `${vars.focusRing.width} solid ${border.focus}`,
      outlineOffset: "2px",
    },
  },
});

export const successIcon = style({ color: fg.positive });

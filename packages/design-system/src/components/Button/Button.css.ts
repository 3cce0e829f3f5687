import { style } from "@vanilla-extract/css";
import { recipe, type RecipeVariants } from "@vanilla-extract/recipes";
import { vars } from "../../styles/contract.css";

const { background: bg, foreground: fg, border } = vars.color;

export const button = recipe({
  base: {
    position: "relative",
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space.xsmall,
    border: "1px solid transparent",
    borderRadius: vars.radius.medium,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.semibold,
    textDecoration: "none",
    whiteSpace: "nowrap",
    cursor: "pointer",
    userSelect: "none",
    transitionProperty: "background-color, border-color, color, box-shadow",
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      "&:focus-visible": {
        outline: `${vars.focusRing.width} solid ${border.focus}`,
        outlineOffset: "2px",
      },
      "&:disabled, &[aria-disabled='true']": { opacity: 0.6, cursor: "not-allowed" },
    },
  },
  variants: {
    variant: {
      primary: {
        background: bg.brand,
        color: fg.onBrand,
        selectors: {
          "&:hover:not(:disabled, [aria-disabled='true'])": { background: bg.brandHover },
        },
      },
      accent: {
        background: bg.accent,
        color: fg.onAccent,
        selectors: {
          "&:hover:not(:disabled, [aria-disabled='true'])": { boxShadow: vars.shadow.medium },
        },
      },
      secondary: {
        background: bg.surface,
        color: fg.neutral,
        borderColor: border.strong,
        boxShadow: vars.shadow.small,
        selectors: {
          "&:hover:not(:disabled, [aria-disabled='true'])": { background: bg.neutralHover },
        },
      },
      ghost: {
        background: "transparent",
        color: fg.neutral,
        selectors: {
          "&:hover:not(:disabled, [aria-disabled='true'])": { background: bg.neutralHover },
        },
      },
      destructive: {
        background: bg.critical,
        color: fg.onTone,
        selectors: {
          "&:hover:not(:disabled, [aria-disabled='true'])": { background: bg.criticalHover },
        },
      },
    },
    size: {
      small: {
        minHeight: 32,
        paddingInline: vars.space.small,
        fontSize: vars.text.small.fontSize,
        lineHeight: vars.text.small.lineHeight,
      },
      medium: {
        minHeight: 40,
        paddingInline: vars.space.medium,
        fontSize: vars.text.small.fontSize,
        lineHeight: vars.text.small.lineHeight,
      },
      large: {
        minHeight: 48,
        paddingInline: vars.space.large,
        fontSize: vars.text.standard.fontSize,
        lineHeight: vars.text.standard.lineHeight,
      },
    },
    fullWidth: { true: { width: "100%" } },
  },
  defaultVariants: { variant: "primary", size: "medium" },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const icon = style({ display: "inline-flex", flexShrink: 0 });

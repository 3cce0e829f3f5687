import { style, styleVariants } from "@vanilla-extract/css";
import { control } from "../FormField/FormField.css";
import { vars } from "../../styles/contract.css";

const { background: bg, foreground: fg, border } = vars.color;

export const wrapper = style({ position: "relative", minWidth: 0 });

/** The input and its icon: the icon centres on the input, not on inline options below it. */
export const field = style({ position: "relative" });

// Qualified with the shared control class so it wins whatever order the stylesheets load in.
export const withIcon = style({ selectors: { [`${control}&`]: { paddingInlineStart: 36 } } });

export const icon = style({
  position: "absolute",
  top: "50%",
  left: vars.space.small,
  display: "inline-flex",
  transform: "translateY(-50%)",
  pointerEvents: "none",
  color: fg.secondary,
});

const list = style({
  maxHeight: 320,
  overflowY: "auto",
  padding: vars.space.xxsmall,
  background: bg.surface,
  color: fg.neutral,
  border: `1px solid ${border.standard}`,
  borderRadius: vars.radius.medium,
});

export const popup = styleVariants({
  popup: [
    list,
    {
      position: "absolute",
      top: `calc(100% + ${vars.space.xxsmall})`,
      left: 0,
      right: 0,
      zIndex: 60,
      boxShadow: vars.shadow.large,
    },
  ],
  inline: [list, { marginTop: vars.space.xsmall, maxHeight: "min(24rem, 55vh)" }],
});

export const group = style({ selectors: { "& + &": { marginTop: vars.space.xxsmall } } });

export const groupHeading = style({
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xxsmall,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  fontWeight: vars.font.weight.semibold,
  color: fg.secondary,
});

export const option = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xsmall,
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xsmall,
  borderRadius: vars.radius.small,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  cursor: "pointer",
  userSelect: "none",
  selectors: {
    "&[data-active]": {
      background: bg.neutralHover,
      boxShadow: `inset 3px 0 0 ${border.focus}`,
    },
    "&[aria-disabled='true']": { opacity: 0.55, cursor: "not-allowed" },
  },
});

export const optionText = style({ display: "grid", flexGrow: 1, minWidth: 0 });

export const optionDescription = style({
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  color: fg.secondary,
});

export const check = style({ flexShrink: 0, color: fg.brand });

export const message = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xsmall,
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xsmall,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: fg.secondary,
});

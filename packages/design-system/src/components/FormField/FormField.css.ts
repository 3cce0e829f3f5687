import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

const { background: bg, foreground: fg, border } = vars.color;

export const field = style({ display: "grid", gap: vars.space.xxsmall, minWidth: 0 });

export const label = style({
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
  color: fg.neutral,
});

export const asterisk = style({ marginInlineStart: 2, color: fg.critical });

export const hint = style({
  margin: 0,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: fg.secondary,
});

export const error = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.xxsmall,
  margin: 0,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
  color: fg.critical,
});

export const errorIcon = style({ flexShrink: 0, marginTop: 2 });

/** The look shared by text inputs, text areas and selects. */
export const control = style({
  display: "block",
  width: "100%",
  minHeight: 40,
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xsmall,
  background: bg.surface,
  color: fg.neutral,
  border: `1px solid ${border.field}`,
  borderRadius: vars.radius.medium,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  transition: `border-color ${vars.motion.duration.fast}, box-shadow ${vars.motion.duration.fast}`,
  selectors: {
    "&::placeholder": { color: fg.placeholder, opacity: 1 },
    "&:hover:not(:disabled)": { borderColor: fg.secondary },
    "&:focus-visible": {
      outline: "none",
      borderColor: border.focus,
      boxShadow: `0 0 0 ${vars.focusRing.width} ${border.focus}`,
    },
    "&[aria-invalid='true']": { borderColor: border.critical },
    "&[aria-invalid='true']:focus-visible": {
      boxShadow: `0 0 0 ${vars.focusRing.width} ${border.critical}`,
    },
    "&:disabled": { opacity: 0.6, cursor: "not-allowed", background: bg.surfaceSunken },
    "&[readonly]": { background: bg.surfaceSunken },
  },
});

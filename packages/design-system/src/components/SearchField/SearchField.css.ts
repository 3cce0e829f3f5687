import { globalStyle, style } from "@vanilla-extract/css";
import { control } from "../FormField/FormField.css";
import { vars } from "../../styles/contract.css";

const { background: bg, foreground: fg, border } = vars.color;

export const wrapper = style({ position: "relative", minWidth: 0 });

// Qualified with the shared control class so it wins whatever order the stylesheets load in.
export const input = style({
  selectors: {
    [`${control}&`]: { paddingInlineStart: 36, paddingInlineEnd: 40 },
    // The browser's own clear button would sit next to ours.
    "&::-webkit-search-cancel-button": { appearance: "none" },
    "&::-webkit-search-decoration": { appearance: "none" },
  },
});

export const icon = style({
  position: "absolute",
  top: "50%",
  left: vars.space.small,
  transform: "translateY(-50%)",
  pointerEvents: "none",
  color: fg.secondary,
});

export const end = style({
  position: "absolute",
  top: "50%",
  right: vars.space.xxsmall,
  display: "flex",
  transform: "translateY(-50%)",
});

export const keyCap = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: 22,
  height: 22,
  marginInlineEnd: vars.space.xxsmall,
  paddingInline: vars.space.xxsmall,
  border: `1px solid ${border.strong}`,
  borderBottomWidth: 2,
  borderRadius: vars.radius.small,
  background: bg.surfaceSunken,
  color: fg.secondary,
  fontFamily: vars.font.family.mono,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: 1,
  pointerEvents: "none",
});

// The hint is for finding the field; once in it, it would only be in the way.
globalStyle(`${input}:focus ~ ${end} ${keyCap}`, { display: "none" });

import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

const fg = vars.color.foreground;

export const link = style({
  display: "inline",
  fontWeight: vars.font.weight.medium,
  textDecoration: "underline",
  textDecorationThickness: "1px",
  textUnderlineOffset: "0.2em",
  borderRadius: vars.radius.small,
  selectors: {
    "&:hover": { textDecorationThickness: "2px" },
    "&:focus-visible": {
      outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
      outlineOffset: "2px",
    },
  },
});

export const tone = styleVariants({
  link: { color: fg.link, selectors: { "&:hover": { color: fg.linkHover } } },
  neutral: { color: fg.neutral },
  secondary: { color: fg.secondary, selectors: { "&:hover": { color: fg.neutral } } },
});

export const plain = style({
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});

export const externalIcon = style({
  display: "inline-block",
  marginInlineStart: "0.2em",
  verticalAlign: "-0.1em",
});

import { style } from "@vanilla-extract/css";
import { mediaQuery, vars } from "@aizapy/design-system";

export const page = style({
  // At least a screen tall: the footer starts below the fold, so a form that changes its height
  // as it starts (the mail links' pages) moves nothing the visitor sees.
  minHeight: "100svh",
  background: `linear-gradient(180deg, ${vars.color.background.brandSoft} 0%, ${vars.color.background.body} 60%)`,
  paddingBlock: vars.space.xlarge,
  "@media": { [mediaQuery.tablet]: { paddingBlock: vars.space.xxxlarge } },
});

export const back = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxsmall,
});

export const form = style({ display: "grid", gap: vars.space.medium });

export const footnote = style({
  margin: 0,
  textAlign: "center",
  color: vars.color.foreground.secondary,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

import { style } from "@vanilla-extract/css";
import { mediaQuery } from "../../styles/breakpoints";
import { vars } from "../../styles/contract.css";

const { background: bg, border, foreground: fg } = vars.color;

export const list = style({
  display: "grid",
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const row = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr)",
  gridTemplateAreas: '"leading main" "leading actions"',
  columnGap: vars.space.medium,
  rowGap: vars.space.small,
  alignItems: "start",
  padding: vars.space.medium,
  border: `1px solid ${border.standard}`,
  borderRadius: vars.radius.large,
  background: bg.surface,
  transition: `background-color ${vars.motion.duration.fast}`,
  selectors: { "&:hover": { background: bg.surfaceSunken } },
  "@media": {
    [mediaQuery.tablet]: {
      gridTemplateColumns: "auto minmax(0, 1fr) auto",
      gridTemplateAreas: '"leading main actions"',
      alignItems: "center",
    },
  },
});

export const leading = style({ gridArea: "leading", display: "flex" });

export const main = style({
  gridArea: "main",
  display: "grid",
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const titleLine = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xsmall,
});

export const title = style({
  margin: 0,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: "anywhere",
});

export const description = style({
  margin: 0,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: fg.secondary,
  overflowWrap: "anywhere",
});

export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xxsmall} ${vars.space.small}`,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  color: fg.secondary,
});

export const actions = style({
  gridArea: "actions",
  display: "flex",
  gap: vars.space.xxsmall,
  alignItems: "center",
});

import { style } from "@vanilla-extract/css";
import { mediaQuery, vars } from "@aizapy/design-system";

const { foreground: fg, border } = vars.color;

export const layout = style({
  display: "grid",
  gap: vars.space.xxlarge,
  "@media": { [mediaQuery.desktop]: { gridTemplateColumns: "minmax(0, 1fr) 20rem" } },
});

export const featured = style({
  display: "grid",
  "@media": { [mediaQuery.tablet]: { gridTemplateColumns: "1.2fr 1fr" } },
});

export const cover = style({ width: "100%", height: "auto", aspectRatio: "16 / 9" });

export const featuredCover = style({
  width: "100%",
  height: "100%",
  objectFit: "cover",
  aspectRatio: "16 / 9",
});

export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xxsmall} ${vars.space.small}`,
  margin: 0,
  padding: 0,
  listStyle: "none",
  color: fg.secondary,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const categoryList = style({
  display: "grid",
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const category = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space.small,
  paddingBlock: vars.space.xxsmall,
  borderBottom: `1px solid ${border.standard}`,
});

export const tagList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

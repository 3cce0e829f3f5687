import { style } from "@vanilla-extract/css";
import { mediaQuery, vars } from "@aizapy/design-system";

const { foreground: fg, border } = vars.color;

export const layout = style({
  display: "grid",
  gap: vars.space.xlarge,
  "@media": {
    [mediaQuery.desktop]: { gridTemplateColumns: "16rem minmax(0, 1fr)", gap: vars.space.xxlarge },
  },
});

export const toc = style({
  alignSelf: "start",
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  border: `1px solid ${border.standard}`,
  "@media": { [mediaQuery.desktop]: { position: "sticky", top: "5.5rem" } },
});

export const tocTitle = style({
  margin: 0,
  marginBottom: vars.space.small,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.semibold,
  color: fg.secondary,
});

export const tocList = style({
  display: "grid",
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const section = style({ scrollMarginTop: "5.5rem" });

export const list = style({
  display: "grid",
  gap: vars.space.xsmall,
  margin: 0,
  paddingInlineStart: vars.space.large,
  color: fg.secondary,
});

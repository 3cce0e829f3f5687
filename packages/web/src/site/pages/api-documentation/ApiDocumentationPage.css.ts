import { style } from "@vanilla-extract/css";
import { mediaQuery, vars } from "@aizapy/design-system";

const { background: bg, foreground: fg, border } = vars.color;

export const copyField = style({ display: "grid", gap: vars.space.xsmall, minWidth: 0 });

export const copyLabel = style({
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.semibold,
  color: fg.secondary,
});

export const copyRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.large,
  border: `1px solid ${border.standard}`,
  background: bg.surfaceSunken,
});

export const copyValue = style({
  flex: "1 1 12rem",
  minWidth: 0,
  overflowWrap: "anywhere",
  fontFamily: vars.font.family.mono,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const endpointHeader = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.small,
});

export const endpointPath = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.text.standard.fontSize,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: "anywhere",
});

export const twoColumns = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.large,
  "@media": { [mediaQuery.desktop]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

/**
 * Code inside prose. From tablets up it stays on one line ("Retry-After" never breaks at its
 * hyphen); on phones it may break anywhere, so tables fit the screen instead of scrolling.
 */
export const inlineCode = style({
  fontFamily: vars.font.family.mono,
  fontSize: "0.9em",
  padding: "0.1em 0.35em",
  borderRadius: vars.radius.small,
  background: bg.neutralSoft,
  overflowWrap: "anywhere",
  "@media": { [mediaQuery.tablet]: { whiteSpace: "nowrap", overflowWrap: "normal" } },
});

/** Longer code inside prose, which wraps like text. */
export const inlineCodeWrap = style([
  inlineCode,
  { "@media": { [mediaQuery.tablet]: { whiteSpace: "normal" } } },
]);

/** The contents on the left (desktop), the documentation beside it. */
export const layout = style({
  display: "grid",
  // minmax(0, …): long code lines scroll inside their block instead of widening the page.
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.xlarge,
  "@media": {
    [mediaQuery.desktop]: { gridTemplateColumns: "14rem minmax(0, 1fr)", gap: vars.space.xxlarge },
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

export const content = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.xxlarge,
});

/** A link target that the sticky header must not cover. */
export const anchor = style({ scrollMarginTop: "5.5rem" });

export const list = style({
  display: "grid",
  gap: vars.space.xsmall,
  margin: 0,
  paddingInlineStart: vars.space.large,
  color: fg.secondary,
});

/** A titled part of an endpoint: its parameters, its refusals. */
export const detailGroup = style({ display: "grid", gap: vars.space.xsmall });

export const detailTitle = style({
  margin: 0,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.semibold,
  color: fg.secondary,
});

export const parameterList = style({ display: "grid", gap: vars.space.small, margin: 0 });

export const parameterPlace = style({
  fontSize: vars.text.small.fontSize,
  color: fg.secondary,
});

export const parameterDescription = style({
  margin: 0,
  marginTop: vars.space.xxsmall,
  color: fg.secondary,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const refusalList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const refusal = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xsmall });

export const refusalStatus = style({ fontWeight: vars.font.weight.semibold });

export const codeLink = style({
  overflowWrap: "anywhere",
  fontFamily: vars.font.family.mono,
  fontSize: "0.9em",
  color: fg.link,
  textDecoration: "underline",
  textUnderlineOffset: "0.15em",
  ":hover": { color: fg.linkHover },
});

import { style } from "@vanilla-extract/css";
import { mediaQuery, vars } from "@aizapy/design-system";

const { background: bg, foreground: fg, border } = vars.color;

export const hero = style({
  paddingBlock: vars.space.xxlarge,
  background: `linear-gradient(180deg, ${bg.brandSoft} 0%, ${bg.body} 100%)`,
  "@media": { [mediaQuery.desktop]: { paddingBlock: vars.space.xxxlarge } },
});

export const heroGrid = style({
  display: "grid",
  gap: vars.space.xlarge,
  alignItems: "center",
  "@media": { [mediaQuery.desktop]: { gridTemplateColumns: "1.1fr 1fr" } },
});

export const heroImage = style({
  width: "100%",
  maxWidth: "35rem",
  height: "auto",
  marginInline: "auto",
  background: "transparent",
});

export const checkList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  margin: 0,
  padding: 0,
  listStyle: "none",
  color: fg.secondary,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const checkItem = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxsmall,
});

export const checkIcon = style({ color: fg.positive, flexShrink: 0 });

/** Room for the sticky header when arriving through /#industries. */
export const anchorTarget = style({ scrollMarginTop: "5rem" });

export const stepNumber = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.5rem",
  height: "2.5rem",
  borderRadius: vars.radius.full,
  background: bg.brand,
  color: fg.onBrand,
  fontWeight: vars.font.weight.bold,
});

export const activationHighlight = style({
  color: fg.brand,
  fontVariantNumeric: "tabular-nums",
});

export const industryImage = style({
  width: "100%",
  height: "auto",
  aspectRatio: "8 / 5",
  borderBottom: `1px solid ${border.standard}`,
});

export const integrationTile = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.small,
  height: "100%",
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  border: `1px solid ${border.standard}`,
  background: bg.surface,
  fontWeight: vars.font.weight.semibold,
});

export const benefit = style({
  display: "grid",
  gap: vars.space.xlarge,
  alignItems: "center",
  "@media": { [mediaQuery.desktop]: { gridTemplateColumns: "1fr 1fr", gap: vars.space.xxlarge } },
});

export const benefitMediaLast = style({
  "@media": { [mediaQuery.desktop]: { order: 2 } },
});

export const benefitImage = style({ width: "100%", height: "auto" });

export const ctaBand = style({
  padding: vars.space.xlarge,
  borderRadius: vars.radius.xlarge,
  background: bg.brandSoft,
  border: `1px solid ${border.brand}`,
  "@media": { [mediaQuery.desktop]: { padding: vars.space.xxlarge } },
});

export const checkListStacked = style([
  checkList,
  {
    flexDirection: "column",
    fontSize: vars.text.standard.fontSize,
    lineHeight: vars.text.standard.lineHeight,
  },
]);

/**
 * The testimonials are far below the fold and in four scripts: skipping their layout until they
 * come near keeps the Hindi, Bengali and Tamil fonts (about 280 KB) off the first load. Only on
 * screens where scripts run: without them (and on paper) nothing may stay blank.
 */
export const renderWhenNear = style({
  "@media": {
    "screen and (scripting: enabled)": {
      contentVisibility: "auto",
      containIntrinsicSize: "auto 1100px",
    },
  },
});

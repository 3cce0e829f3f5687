import { createSprinkles, defineProperties } from "@vanilla-extract/sprinkles";
import { mediaQuery } from "./breakpoints";
import { vars } from "./contract.css";

const space = vars.space;
const marginSpace = { ...vars.space, auto: "auto" };

const gridColumns = Object.fromEntries(
  [1, 2, 3, 4, 5, 6].map((count) => [count, `repeat(${count}, minmax(0, 1fr))`]),
) as Record<1 | 2 | 3 | 4 | 5 | 6, string>;

const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { "@media": mediaQuery.tablet },
    desktop: { "@media": mediaQuery.desktop },
    wide: { "@media": mediaQuery.wide },
  },
  defaultCondition: "mobile",
  responsiveArray: ["mobile", "tablet", "desktop", "wide"],
  properties: {
    display: ["none", "block", "inline", "inline-block", "flex", "inline-flex", "grid"],
    flexDirection: ["row", "column", "row-reverse", "column-reverse"],
    flexWrap: ["wrap", "nowrap"],
    alignItems: ["flex-start", "center", "flex-end", "stretch", "baseline"],
    justifyContent: ["flex-start", "center", "flex-end", "space-between"],
    gridTemplateColumns: gridColumns,
    gap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: marginSpace,
    marginBottom: marginSpace,
    marginLeft: marginSpace,
    marginRight: marginSpace,
    textAlign: ["left", "center", "right"],
  },
  shorthands: {
    padding: ["paddingTop", "paddingBottom", "paddingLeft", "paddingRight"],
    paddingX: ["paddingLeft", "paddingRight"],
    paddingY: ["paddingTop", "paddingBottom"],
    margin: ["marginTop", "marginBottom", "marginLeft", "marginRight"],
    marginX: ["marginLeft", "marginRight"],
    marginY: ["marginTop", "marginBottom"],
  },
});

const { background: bg, foreground: fg, border } = vars.color;

const unconditionalProperties = defineProperties({
  properties: {
    background: {
      body: bg.body,
      surface: bg.surface,
      surfaceSunken: bg.surfaceSunken,
      brand: bg.brand,
      brandSoft: bg.brandSoft,
      accent: bg.accent,
      criticalSoft: bg.criticalSoft,
      positiveSoft: bg.positiveSoft,
      cautionSoft: bg.cautionSoft,
      infoSoft: bg.infoSoft,
      promoteSoft: bg.promoteSoft,
      neutralSoft: bg.neutralSoft,
      transparent: "transparent",
    },
    color: {
      neutral: fg.neutral,
      secondary: fg.secondary,
      brand: fg.brand,
      link: fg.link,
      critical: fg.critical,
      positive: fg.positive,
      caution: fg.caution,
      info: fg.info,
      promote: fg.promote,
      onBrand: fg.onBrand,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    border: {
      none: "none",
      standard: `1px solid ${border.standard}`,
      strong: `1px solid ${border.strong}`,
      brand: `1px solid ${border.brand}`,
    },
    position: ["relative", "absolute", "sticky", "fixed"],
    overflow: ["hidden", "auto", "visible"],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    minWidth: [0],
    width: { full: "100%", auto: "auto" },
    height: { full: "100%", auto: "auto" },
    maxWidth: vars.contentWidth,
  },
});

export const sprinkles = createSprinkles(responsiveProperties, unconditionalProperties);

export type Sprinkles = Parameters<typeof sprinkles>[0];
export type Space = keyof typeof vars.space;
export type ResponsiveValue<T> = T | { mobile?: T; tablet?: T; desktop?: T; wide?: T };

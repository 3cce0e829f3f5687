import { mediaQuery, vars } from "@aizapy/design-system";
import { globalStyle, style } from "@vanilla-extract/css";

export const facts = style({ display: "grid", gap: vars.space.small, margin: 0 });

export const fact = style({
  display: "grid",
  gap: vars.space.xxsmall,
  "@media": {
    [mediaQuery.tablet]: {
      gridTemplateColumns: "10rem 1fr",
      alignItems: "center",
      gap: vars.space.medium,
    },
  },
});

globalStyle(`${fact} > dt`, { fontWeight: vars.font.weight.semibold });
globalStyle(`${fact} > dd`, { margin: 0, minWidth: 0 });

export const value = style({ fontFamily: vars.font.family.mono, overflowWrap: "anywhere" });

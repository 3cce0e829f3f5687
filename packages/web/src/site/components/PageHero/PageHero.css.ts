import { style } from "@vanilla-extract/css";
import { mediaQuery, vars } from "@aizapy/design-system";

export const hero = style({
  paddingBlock: vars.space.xxlarge,
  "@media": { [mediaQuery.desktop]: { paddingBlock: vars.space.xxxlarge } },
});

import { style, styleVariants } from "@vanilla-extract/css";
import { mediaQuery } from "../../styles/breakpoints";
import { vars } from "../../styles/contract.css";

export const container = style({
  width: "100%",
  marginInline: "auto",
  paddingInline: vars.space.medium,
  "@media": { [mediaQuery.tablet]: { paddingInline: vars.space.large } },
});

export const width = styleVariants(vars.contentWidth, (maxWidth) => ({ maxWidth }));

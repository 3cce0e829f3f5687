import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

export const image = style({
  display: "block",
  maxWidth: "100%",
  height: "auto",
  background: vars.color.background.surfaceSunken,
});

export const fit = styleVariants({
  cover: { objectFit: "cover" },
  contain: { objectFit: "contain" },
});

export const radius = styleVariants(vars.radius, (borderRadius) => ({ borderRadius }));

export const fill = style({ width: "100%" });

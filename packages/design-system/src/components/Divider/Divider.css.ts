import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

export const divider = style({ border: 0, margin: 0, flexShrink: 0 });

export const orientation = styleVariants({
  horizontal: { width: "100%", height: 1 },
  vertical: { width: 1, alignSelf: "stretch" },
});

export const tone = styleVariants({
  standard: { background: vars.color.border.standard },
  strong: { background: vars.color.border.strong },
});

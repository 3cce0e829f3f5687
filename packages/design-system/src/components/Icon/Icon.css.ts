import { style } from "@vanilla-extract/css";

export const icon = style({ display: "inline-flex", flexShrink: 0, lineHeight: 0 });

import { style } from "@vanilla-extract/css";

export const text = style({ margin: 0 });

export const truncate = style({
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});

import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/contract.css";

export const heading = style({
  margin: 0,
  fontFamily: vars.font.family.body,
  fontWeight: vars.font.weight.bold,
  letterSpacing: "-0.02em",
  textWrap: "balance",
});

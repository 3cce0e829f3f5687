import { style } from "@vanilla-extract/css";
import { mediaQuery, vars } from "@aizapy/design-system";

export const form = style({ display: "grid", gap: vars.space.medium });

export const fieldset = style({
  display: "grid",
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const pair = style({
  display: "grid",
  gap: vars.space.medium,
  "@media": { [mediaQuery.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

/** Keeps the honeypot out of sight and out of reach of people; bots still see a field. */
export const honeypot = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clipPath: "inset(50%)",
  whiteSpace: "nowrap",
  left: "-10000px",
});

export const requiredNote = style({
  margin: 0,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.foreground.secondary,
});

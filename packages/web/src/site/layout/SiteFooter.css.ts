import { style } from "@vanilla-extract/css";
import { mediaQuery, vars } from "@aizapy/design-system";

const { background: bg, foreground: fg, border } = vars.color;

export const footer = style({
  background: bg.surfaceSunken,
  borderTop: `1px solid ${border.standard}`,
  paddingTop: vars.space.xxlarge,
  // Room for the floating WhatsApp buttons, so they never cover the last line.
  paddingBottom: "6rem",
});

export const columns = style({
  display: "grid",
  gap: vars.space.xlarge,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": {
    [mediaQuery.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [mediaQuery.desktop]: { gridTemplateColumns: "1.6fr 1fr 1fr 1.4fr" },
  },
});

export const columnTitle = style({
  margin: 0,
  marginBottom: vars.space.small,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.semibold,
  color: fg.neutral,
});

export const linkList = style({
  display: "grid",
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const contactItem = style({
  display: "flex",
  gap: vars.space.xsmall,
  alignItems: "flex-start",
  color: fg.secondary,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const contactIcon = style({ flexShrink: 0, marginTop: "2px", color: fg.brand });

export const bottom = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: vars.space.small,
  marginTop: vars.space.xxlarge,
  paddingTop: vars.space.large,
  borderTop: `1px solid ${border.standard}`,
  color: fg.secondary,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const address = style({ fontStyle: "normal" });

import { vars } from "@aizapy/design-system";
import { style } from "@vanilla-extract/css";

// The popover sets the width; a width here would overflow its padding and clip the text.
export const panel = style({ display: "grid", gap: vars.space.small, minWidth: 0 });

export const list = style({
  display: "grid",
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: "none",
  maxHeight: "50vh",
  overflowY: "auto",
});

/** One entry of a list: an enquiry, or an alert. */
export const item = style({
  display: "grid",
  gap: 2,
  padding: vars.space.xsmall,
  borderRadius: vars.radius.small,
  color: vars.color.foreground.neutral,
});

/** An entry that leads to its page. */
export const link = style([
  item,
  {
    textDecoration: "none",
    selectors: {
      "&:hover": { background: vars.color.background.neutralHover },
      "&:focus-visible": {
        outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
        outlineOffset: "-2px",
      },
    },
  },
]);

export const subject = style({ fontWeight: vars.font.weight.semibold, overflowWrap: "anywhere" });

export const alertTitle = style([
  subject,
  { display: "flex", alignItems: "flex-start", gap: vars.space.xxsmall },
]);

export const alertIcon = style({
  flexShrink: 0,
  marginTop: 2,
  color: vars.color.foreground.caution,
});

export const detail = style({
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  overflowWrap: "anywhere",
});

export const meta = style({
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.foreground.secondary,
});

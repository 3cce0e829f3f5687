import { vars } from "@aizapy/design-system";
import { style, styleVariants } from "@vanilla-extract/css";

export const log = style({
  maxHeight: "min(60vh, 40rem)",
  overflowY: "auto",
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.background.surfaceSunken,
  selectors: {
    "&:focus-visible": {
      outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
      outlineOffset: "2px",
    },
  },
});

export const entries = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

const bubble = style({
  display: "grid",
  gap: vars.space.xxsmall,
  maxWidth: "min(85%, 36rem)",
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border.standard}`,
  overflowWrap: "anywhere",
});

/** The customer's on the left, the business's on the right, the team's notes across, apart. */
export const entry = styleVariants({
  inbound: [bubble, { alignSelf: "flex-start", background: vars.color.background.surface }],
  outbound: [bubble, { alignSelf: "flex-end", background: vars.color.background.brandSoft }],
  note: [
    bubble,
    {
      alignSelf: "center",
      width: "min(90%, 36rem)",
      maxWidth: "none",
      borderStyle: "dashed",
      borderColor: vars.color.foreground.caution,
      background: vars.color.background.cautionSoft,
    },
  ],
});

export const text = style({ margin: 0, whiteSpace: "pre-wrap" });

export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `0 ${vars.space.small}`,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  color: vars.color.foreground.secondary,
});

export const failed = style({
  color: vars.color.foreground.critical,
  fontWeight: vars.font.weight.medium,
});

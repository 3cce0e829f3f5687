import { style } from "@vanilla-extract/css";
import { vars } from "@aizapy/design-system";

const { background: bg, foreground: fg, border } = vars.color;

// Without scripts the tabs cannot switch: every example shows, one after the other, under its
// own title. With scripts the first example shows from the first paint, so hydrating the tabs
// moves nothing on the page.
const withoutScripts = "(scripting: none)";
const withScripts = "(scripting: enabled)";

export const root = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)" });

/** The tabs and the copy button, which moves under them when the row is too narrow. */
export const bar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "flex-end",
  gap: vars.space.small,
  marginBottom: vars.space.small,
  "@media": { [withoutScripts]: { display: "none" } },
});

export const tabList = style({
  display: "flex",
  flex: "1 1 auto",
  gap: vars.space.xxsmall,
  minWidth: 0,
  overflowX: "auto",
  borderBottom: `1px solid ${border.standard}`,
});

export const tab = style({
  position: "relative",
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.small,
  border: 0,
  background: "transparent",
  color: fg.secondary,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: "nowrap",
  cursor: "pointer",
  borderRadius: `${vars.radius.small} ${vars.radius.small} 0 0`,
  selectors: {
    "&:hover": { color: fg.neutral, background: bg.neutralHover },
    "&[aria-selected='true']": { color: fg.brand },
    "&[aria-selected='true']::after": {
      content: "",
      position: "absolute",
      insetInline: 0,
      bottom: 0,
      height: 2,
      background: border.brand,
    },
    "&:focus-visible": {
      outline: `${vars.focusRing.width} solid ${border.focus}`,
      outlineOffset: "-3px",
    },
  },
});

export const panel = style({
  display: "grid",
  gap: vars.space.xsmall,
  minWidth: 0,
  "@media": {
    [withScripts]: { selectors: { "&[data-active='false']": { display: "none" } } },
    [withoutScripts]: {
      selectors: { "& + &": { marginTop: vars.space.medium } },
    },
  },
});

export const panelTitle = style({
  margin: 0,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.semibold,
  color: fg.secondary,
  "@media": { [withScripts]: { display: "none" } },
});

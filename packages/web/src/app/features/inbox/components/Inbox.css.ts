import { mediaQuery, vars } from "@aizapy/design-system";
import { style } from "@vanilla-extract/css";

/**
 * Stacked on phones (the list, or the open conversation and its contact); list and thread side
 * by side on desktops, with the contact panel as a third column on wide screens.
 */
export const layout = style({
  display: "grid",
  gap: vars.space.medium,
  gridTemplateColumns: "minmax(0, 1fr)",
  alignItems: "start",
  "@media": {
    [mediaQuery.desktop]: {
      gridTemplateColumns: "20rem minmax(0, 1fr)",
      gridTemplateAreas: '"list thread" "list contact"',
    },
    [mediaQuery.wide]: {
      gridTemplateColumns: "20rem minmax(0, 1fr) 14rem",
      gridTemplateAreas: '"list thread contact"',
    },
  },
});

/** Grid areas exist on desktops only: on phones the panes simply follow one another. */
const inArea = (area: string) => ({ "@media": { [mediaQuery.desktop]: { gridArea: area } } });

export const listPane = style({
  minWidth: 0,
  "@media": {
    [mediaQuery.desktop]: { gridArea: "list" },
    // On a phone the open conversation takes the screen; "All conversations" goes back.
    "screen and (max-width: 1023.98px)": {
      selectors: { [`${layout}[data-open="true"] &`]: { display: "none" } },
    },
  },
});

export const threadPane = style({ minWidth: 0, ...inArea("thread") });

export const contactPane = style({ minWidth: 0, ...inArea("contact") });

/** "Choose a conversation" beside the list: on phones the list says enough. */
export const placeholderPane = style({
  display: "none",
  "@media": {
    [mediaQuery.desktop]: { display: "block", gridArea: "thread" },
    // With no contact to show, it takes the contact's column too.
    [mediaQuery.wide]: { gridArea: "auto", gridColumn: "2 / -1" },
  },
});

/** Only on phones, where the list is hidden while a conversation is open. */
export const backLink = style({
  marginBottom: vars.space.small,
  "@media": { [mediaQuery.desktop]: { display: "none" } },
});

import { globalStyle, style } from "@vanilla-extract/css";

/** A grid cell whose only child (a card) fills its height, so cards in a row line up. */
export const fillCell = style({ display: "flex", flexDirection: "column" });
globalStyle(`${fillCell} > *`, { flexGrow: 1 });

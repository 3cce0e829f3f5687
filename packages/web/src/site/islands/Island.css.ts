import { style } from "@vanilla-extract/css";

/** The island's wrapper takes no part in layout: its content is laid out as if unwrapped. */
export const islandRoot = style({ display: "contents" });

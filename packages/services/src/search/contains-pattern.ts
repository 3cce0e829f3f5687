/** `%text%` for (I)LIKE, with the text's own wildcards (`%`, `_` and the backslash) taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

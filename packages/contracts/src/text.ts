export const UNSTORABLE_TEXT_MESSAGE =
  "Text may not contain NUL characters or unpaired surrogates.";

/** PostgreSQL text cannot hold U+0000, and a lone surrogate is not Unicode text at all. */
export function isStorableText(text: string): boolean {
  return text.isWellFormed() && !text.includes("\u0000");
}

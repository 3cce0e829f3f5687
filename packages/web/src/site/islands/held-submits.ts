// Shared by the page's inline island loader (document.ts) and the island entry
// (hydrate-islands.ts): a form submitted before the islands start is held, then submitted again.

/** Marks `<html>` once the page's islands handle their own forms. */
export const ISLANDS_STARTED_ATTRIBUTE = "data-islands-started";
/** Marks a form the visitor submitted before the islands started. */
export const HELD_SUBMIT_ATTRIBUTE = "data-held-submit";

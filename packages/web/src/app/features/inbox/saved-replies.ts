// Saved replies in the composer: typing "/" and a shortcut at the start of the message offers
// the replies whose shortcut matches.

/** How many saved replies the composer offers at once. */
const OFFERED = 8;

/** The shortcut being typed ("/tha" → "tha", "/" → ""), or null when the text is a message. */
export function typedShortcut(text: string): string | null {
  const match = /^\/([a-z0-9_-]*)$/i.exec(text);
  return match ? match[1]!.toLowerCase() : null;
}

/** The replies whose shortcut starts with what was typed, then those that contain it. */
export function matchSavedReplies<Reply extends { shortcut: string }>(
  replies: readonly Reply[],
  typed: string,
): Reply[] {
  const starting = replies.filter((reply) => reply.shortcut.startsWith(typed));
  const containing = replies.filter(
    (reply) => !reply.shortcut.startsWith(typed) && reply.shortcut.includes(typed),
  );
  const byShortcut = (a: Reply, b: Reply) => a.shortcut.localeCompare(b.shortcut);
  return [...starting.sort(byShortcut), ...containing.sort(byShortcut)].slice(0, OFFERED);
}

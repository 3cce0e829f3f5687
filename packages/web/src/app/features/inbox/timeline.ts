// A conversation's thread: the customer's and the business's messages with the team's notes
// between them, oldest at the top.

interface Timed {
  id: string;
  createdAt: string;
}

export type TimelineEntry<Message extends Timed, Note extends Timed> =
  | { kind: "message"; id: string; at: number; message: Message }
  | { kind: "note"; id: string; at: number; note: Note };

/**
 * Messages (in any order; the server answers newest first) and notes in one list by time, oldest
 * first; a note written at the same moment as a message follows it.
 */
export function mergeTimeline<Message extends Timed, Note extends Timed>(
  messages: readonly Message[],
  notes: readonly Note[],
): TimelineEntry<Message, Note>[] {
  const entries: TimelineEntry<Message, Note>[] = [
    ...messages.map((message) => ({
      kind: "message" as const,
      id: message.id,
      at: Date.parse(message.createdAt),
      message,
    })),
    ...notes.map((note) => ({
      kind: "note" as const,
      id: note.id,
      at: Date.parse(note.createdAt),
      note,
    })),
  ];
  const rank = (entry: TimelineEntry<Message, Note>) => (entry.kind === "message" ? 0 : 1);
  return entries.sort(
    (a, b) => a.at - b.at || rank(a) - rank(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

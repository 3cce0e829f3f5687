import { describe, expect, it } from "vitest";
import { mergeTimeline } from "./timeline";

const message = (id: string, createdAt: string) => ({ id, createdAt, text: id });
const note = (id: string, createdAt: string) => ({ id, createdAt, text: id });

describe("a conversation's timeline", () => {
  it("puts messages (newest first from the server) and notes in one list, oldest first", () => {
    const entries = mergeTimeline(
      [
        message("m3", "2026-12-08T10:05:00Z"),
        message("m2", "2026-12-08T10:02:00Z"),
        message("m1", "2026-12-08T10:00:00Z"),
      ],
      [note("n1", "2026-12-08T10:01:00Z"), note("n2", "2026-12-08T10:06:00Z")],
    );
    expect(entries.map((entry) => entry.id)).toEqual(["m1", "n1", "m2", "m3", "n2"]);
    expect(entries[1]).toMatchObject({ kind: "note", note: { text: "n1" } });
  });

  it("shows a note written at the same moment as a message after it", () => {
    const at = "2026-12-08T10:00:00Z";
    expect(mergeTimeline([message("m1", at)], [note("n1", at)]).map((entry) => entry.kind)).toEqual(
      ["message", "note"],
    );
  });

  it("is empty for a conversation with nothing yet", () => {
    expect(mergeTimeline([], [])).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { AppError } from "@aizapy/contracts";
import { decodeCursor, encodeCursor, finishPage, planPage, type PagePlan } from "./keyset.ts";

// Ten rows sorted by (name desc, id): the list the tests page through, in memory.
const rows = Array.from({ length: 10 }, (_, index) => ({
  n: 10 - index,
  name: `row ${String(10 - index).padStart(2, "0")}`,
  id: `00000000-0000-4000-8000-0000000000${String(10 - index).padStart(2, "0")}`,
}));
const keyOf = (row: (typeof rows)[number]) => [row.name, row.id] as const;
const KEY = ["text", "uuid"] as const;

/** What a query does with a plan: rows strictly beyond the cursor, in plan order, limit + 1. */
function fetch(plan: PagePlan) {
  const ordered = plan.direction === "forward" ? rows : [...rows].reverse();
  const start =
    plan.cursor === undefined ? 0 : ordered.findIndex((row) => row.id === plan.cursor?.[1]) + 1;
  return finishPage(ordered.slice(start, start + plan.limit + 1), plan, keyOf);
}

describe("keyset pages", () => {
  it("walks forward to the end and back to the start with the cursors it hands out", () => {
    const first = fetch(planPage({ first: 4 }, KEY));
    expect(first.items.map((row) => row.n)).toEqual([10, 9, 8, 7]);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });

    const second = fetch(planPage({ first: 4, after: first.pageInfo.endCursor! }, KEY));
    expect(second.items.map((row) => row.n)).toEqual([6, 5, 4, 3]);
    const third = fetch(planPage({ first: 4, after: second.pageInfo.endCursor! }, KEY));
    expect(third.items.map((row) => row.n)).toEqual([2, 1]);
    expect(third.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });

    const back = fetch(planPage({ last: 4, before: third.pageInfo.startCursor! }, KEY));
    expect(back.items.map((row) => row.n)).toEqual([6, 5, 4, 3]);
    expect(back.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
  });

  it("gives the last page with last alone, in list order", () => {
    const last = fetch(planPage({ last: 3 }, KEY));
    expect(last.items.map((row) => row.n)).toEqual([3, 2, 1]);
    expect(last.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
  });

  it("answers an exact fit without a next page, and an empty list without cursors", () => {
    const all = fetch(planPage({ first: 10 }, KEY));
    expect(all.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
    const none = finishPage([], planPage({}, KEY), keyOf);
    expect(none).toEqual({
      items: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
    });
  });

  it("refuses sizes out of range, mixed directions and forged cursors as the client's mistake", () => {
    expect(() => planPage({ first: 0 }, KEY)).toThrow(AppError);
    expect(() => planPage({ first: 101 }, KEY)).toThrow(AppError);
    expect(() => planPage({ first: 5, last: 5 }, KEY)).toThrow(AppError);
    const id = rows[0]!.id;
    expect(() =>
      planPage({ after: encodeCursor(["a", id]), before: encodeCursor(["a", id]) }, KEY),
    ).toThrow(AppError);
    expect(() => planPage({ after: "not-a-cursor" }, KEY)).toThrow(
      "This page link is no longer valid",
    );
    const forged = (key: unknown) => Buffer.from(JSON.stringify(key)).toString("base64url");
    expect(() => decodeCursor(forged(["a", id, "c"]), KEY, "after")).toThrow(AppError);
    expect(() => decodeCursor(forged([{ x: 1 }, id]), KEY, "after")).toThrow(AppError);
  });

  it("refuses a cursor whose values do not fit the list's key before they reach SQL", () => {
    const id = rows[0]!.id;
    const forged = (key: unknown) => Buffer.from(JSON.stringify(key)).toString("base64url");
    expect(() => decodeCursor(forged(["a", "not-a-uuid"]), KEY, "after")).toThrow(AppError);
    expect(() => decodeCursor(forged([7, id]), KEY, "after")).toThrow(AppError);
    expect(() => decodeCursor(forged(["x".repeat(501), id]), KEY, "after")).toThrow(AppError);
    const timeKey = ["timestamp", "uuid"] as const;
    expect(() => decodeCursor(forged(["yesterday", id]), timeKey, "after")).toThrow(AppError);
    expect(() => decodeCursor(forged(["2026-13-45T99:00:00Z", id]), timeKey, "after")).toThrow(
      AppError,
    );
    expect(decodeCursor(forged(["2026-11-23T10:00:00.123Z", id]), timeKey, "after")).toEqual([
      "2026-11-23T10:00:00.123Z",
      id,
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { AppError } from "@aizapy/contracts";
import { decodeCursor, encodeCursor, finishPage, planPage, type PagePlan } from "./keyset.ts";

// Ten rows sorted by (n desc): the list the tests page through, in memory.
const rows = Array.from({ length: 10 }, (_, index) => ({ n: 10 - index, id: `r${10 - index}` }));
const keyOf = (row: { n: number; id: string }) => [row.n, row.id] as const;

/** What a query does with a plan: rows strictly beyond the cursor, in plan order, limit + 1. */
function fetch(plan: PagePlan) {
  const ordered = plan.direction === "forward" ? rows : [...rows].reverse();
  const start =
    plan.cursor === undefined ? 0 : ordered.findIndex((row) => row.id === plan.cursor?.[1]) + 1;
  return finishPage(ordered.slice(start, start + plan.limit + 1), plan, keyOf);
}

describe("keyset pages", () => {
  it("walks forward to the end and back to the start with the cursors it hands out", () => {
    const first = fetch(planPage({ first: 4 }, 2));
    expect(first.items.map((row) => row.n)).toEqual([10, 9, 8, 7]);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });

    const second = fetch(planPage({ first: 4, after: first.pageInfo.endCursor! }, 2));
    expect(second.items.map((row) => row.n)).toEqual([6, 5, 4, 3]);
    const third = fetch(planPage({ first: 4, after: second.pageInfo.endCursor! }, 2));
    expect(third.items.map((row) => row.n)).toEqual([2, 1]);
    expect(third.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });

    const back = fetch(planPage({ last: 4, before: third.pageInfo.startCursor! }, 2));
    expect(back.items.map((row) => row.n)).toEqual([6, 5, 4, 3]);
    expect(back.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
  });

  it("gives the last page with last alone, in list order", () => {
    const last = fetch(planPage({ last: 3 }, 2));
    expect(last.items.map((row) => row.n)).toEqual([3, 2, 1]);
    expect(last.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
  });

  it("answers an exact fit without a next page, and an empty list without cursors", () => {
    const all = fetch(planPage({ first: 10 }, 2));
    expect(all.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
    const none = finishPage([], planPage({}, 2), keyOf);
    expect(none).toEqual({
      items: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
    });
  });

  it("refuses sizes out of range, mixed directions and forged cursors as the client's mistake", () => {
    expect(() => planPage({ first: 0 }, 2)).toThrow(AppError);
    expect(() => planPage({ first: 101 }, 2)).toThrow(AppError);
    expect(() => planPage({ first: 5, last: 5 }, 2)).toThrow(AppError);
    expect(() =>
      planPage({ after: encodeCursor([1, "a"]), before: encodeCursor([1, "a"]) }, 2),
    ).toThrow(AppError);
    expect(() => planPage({ after: "not-a-cursor" }, 2)).toThrow(
      "This page link is no longer valid",
    );
    expect(() => decodeCursor(encodeCursor([1, "a", 3]), 2, "after")).toThrow(AppError);
    expect(() =>
      decodeCursor(Buffer.from('[{"x":1},"a"]').toString("base64url"), 2, "after"),
    ).toThrow(AppError);
  });
});

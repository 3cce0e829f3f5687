import { describe, expect, it } from "vitest";
import { type ListParams } from "../../lib/list-params";
import { readAuditFilters, toAuditFilterInput } from "./filters";

const listWith = (query: Record<string, string>) =>
  ({ get: (key: string) => query[key] || undefined }) as ListParams;

describe("the audit log's filters", () => {
  it("reads only values the API takes from the URL", () => {
    expect(
      readAuditFilters(
        listWith({
          action: "business_created",
          actor: " system ",
          target: "business",
          from: "2026-11-01",
          to: "2026-11-31",
        }),
      ),
    ).toEqual({
      action: "business_created",
      actor: "system",
      target: "business",
      from: "2026-11-01",
      to: undefined,
    });
    expect(readAuditFilters(listWith({ action: "drop_table", target: "everything" }))).toEqual({
      action: undefined,
      actor: undefined,
      target: undefined,
      from: undefined,
      to: undefined,
    });
  });

  it("sends a range only when it runs forwards", () => {
    expect(toAuditFilterInput({ from: "2026-11-05", to: "2026-11-01" })).toEqual({
      action: undefined,
      actorId: undefined,
      targetType: undefined,
    });
    expect(toAuditFilterInput({ actor: "system", from: "2026-11-01", to: "2026-11-01" })).toEqual({
      action: undefined,
      actorId: "system",
      targetType: undefined,
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(2026, 10, 2).toISOString(),
    });
  });
});

import { describe, expect, it } from "vitest";
import { type ListParams } from "../../lib/list-params";
import { readWhatsappMessageFilters, toWhatsappMessageFilterInput } from "./filters";

const listWith = (query: Record<string, string>) =>
  ({ get: (key: string) => query[key] || undefined }) as ListParams;

const businessId = "3c9d1e2f-4a5b-4c6d-8e7f-9a0b1c2d3e4f";

describe("the WhatsApp messages list's filters", () => {
  it("reads from the URL only values the API takes", () => {
    expect(
      readWhatsappMessageFilters(
        listWith({
          businessId,
          direction: "outbound",
          status: "received",
          queueState: "parked",
          customerNumber: " 98765 43210 ",
          from: "2026-11-01",
          to: "2026-11-31",
        }),
      ),
    ).toEqual({
      businessId,
      direction: "outbound",
      status: "received",
      queueState: "parked",
      customerNumber: "98765 43210",
      from: "2026-11-01",
      to: undefined,
    });
    expect(
      readWhatsappMessageFilters(
        listWith({
          businessId: "1 OR 1=1",
          direction: "sideways",
          status: "lost",
          queueState: "x",
        }),
      ),
    ).toEqual({
      businessId: undefined,
      direction: undefined,
      status: undefined,
      queueState: undefined,
      customerNumber: undefined,
      from: undefined,
      to: undefined,
    });
  });

  it("sends the days as instants, and a range only when it runs forwards", () => {
    expect(toWhatsappMessageFilterInput({ queueState: "parked", from: "2026-11-01" })).toEqual({
      queueState: "parked",
      from: new Date(2026, 10, 1).toISOString(),
    });
    expect(
      toWhatsappMessageFilterInput({ businessId, from: "2026-11-05", to: "2026-11-01" }),
    ).toEqual({ businessId });
  });
});

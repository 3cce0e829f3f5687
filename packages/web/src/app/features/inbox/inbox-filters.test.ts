import { describe, expect, it } from "vitest";
import {
  DEFAULT_INBOX_FILTERS,
  inboxListVariables,
  readInboxFilters,
  writeInboxFilters,
} from "./inbox-filters";

describe("the inbox's filters", () => {
  it("default to every open conversation, and ignore values the inbox does not know", () => {
    expect(readInboxFilters(new URLSearchParams())).toEqual(DEFAULT_INBOX_FILTERS);
    expect(readInboxFilters(new URLSearchParams("view=others&status=lost"))).toEqual(
      DEFAULT_INBOX_FILTERS,
    );
  });

  it("travel in the URL without their defaults", () => {
    const filters = { view: "mine", status: "open", q: " asha ", tag: "vip" } as const;
    const params = writeInboxFilters(filters);
    expect(params.toString()).toBe("view=mine&q=asha&tag=vip");
    expect(readInboxFilters(params)).toEqual({ ...filters, q: "asha" });
  });

  it("ask the server for every status with All, and search only with text", () => {
    expect(inboxListVariables({ view: "all", status: "all", q: "", tag: "" })).toEqual({
      view: "all",
      status: undefined,
      q: undefined,
      tag: undefined,
    });
  });
});

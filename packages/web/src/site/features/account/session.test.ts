import { MEMBER_TOKEN_STORAGE_KEY } from "@aizapy/contracts";
import { describe, expect, it } from "vitest";
import { memberTokenStorageKey } from "./session";

describe("the member's session in the browser", () => {
  it("is kept under the key the workspace reads it from", () => {
    expect(memberTokenStorageKey).toBe(MEMBER_TOKEN_STORAGE_KEY);
  });
});

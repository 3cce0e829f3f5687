import { describe, expect, it } from "vitest";
import { isUuid, uuidv7 } from "./ids.ts";

describe("uuidv7", () => {
  it("carries the time in its first 48 bits, version 7 and the RFC 9562 variant", () => {
    const at = new Date("2026-11-28T18:30:00.123Z");
    const id = uuidv7(at);
    expect(isUuid(id)).toBe(true);
    expect(parseInt(id.slice(0, 8) + id.slice(9, 13), 16)).toBe(at.getTime());
    expect(id[14]).toBe("7");
    expect("89ab").toContain(id[19]);
  });

  it("sorts ids of later milliseconds after earlier ones, and never repeats", () => {
    const ids = Array.from({ length: 1000 }, (_, i) => uuidv7(new Date(1_700_000_000_000 + i)));
    expect([...ids].sort()).toEqual(ids);
    const sameMillisecond = Array.from({ length: 1000 }, () => uuidv7(new Date(0)));
    expect(new Set(sameMillisecond).size).toBe(1000);
    expect(sameMillisecond[0]!.startsWith("00000000-0000-7")).toBe(true);
  });
});

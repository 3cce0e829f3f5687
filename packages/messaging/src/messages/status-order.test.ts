import { describe, expect, it } from "vitest";
import { canMoveTo } from "./status-order.ts";

describe("a message's status only moves forward", () => {
  it("follows accepted → sent → delivered → read, skipping steps when callbacks do", () => {
    expect(canMoveTo("accepted", "sent")).toBe(true);
    expect(canMoveTo("sent", "delivered")).toBe(true);
    expect(canMoveTo("delivered", "read")).toBe(true);
    expect(canMoveTo("sent", "read")).toBe(true);
    expect(canMoveTo("accepted", "delivered")).toBe(true);
  });

  it("never lets a late callback overwrite a later status", () => {
    expect(canMoveTo("read", "delivered")).toBe(false);
    expect(canMoveTo("delivered", "sent")).toBe(false);
    expect(canMoveTo("read", "read")).toBe(false);
  });

  it("fails only what was not delivered, and nothing follows a failure", () => {
    expect(canMoveTo("accepted", "failed")).toBe(true);
    expect(canMoveTo("sent", "failed")).toBe(true);
    expect(canMoveTo("delivered", "failed")).toBe(false);
    expect(canMoveTo("read", "failed")).toBe(false);
    expect(canMoveTo("failed", "delivered")).toBe(false);
    expect(canMoveTo("failed", "failed")).toBe(false);
  });
});

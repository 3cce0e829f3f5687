import { afterEach, describe, expect, it, vi } from "vitest";
import { throttle } from "./throttle";

describe("throttle", () => {
  afterEach(() => vi.useRealTimers());

  it("runs at once, then once more after the pause for any number of calls during it", () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const throttled = throttle(run, 300);
    throttled();
    expect(run).toHaveBeenCalledTimes(1);
    throttled();
    throttled();
    throttled();
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(300);
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(300);
    expect(run).toHaveBeenCalledTimes(2);
    throttled();
    expect(run).toHaveBeenCalledTimes(3);
  });

  it("drops a waiting run when cancelled", () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const throttled = throttle(run, 300);
    throttled();
    throttled();
    throttled.cancel();
    vi.advanceTimersByTime(1_000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

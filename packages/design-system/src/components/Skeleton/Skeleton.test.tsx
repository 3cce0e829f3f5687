import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { SkeletonRows } from "./Skeleton";

describe("SkeletonRows", () => {
  it.each([3, 5])("renders %i placeholder rows and one loading status", async (count) => {
    await render(<SkeletonRows count={count} label="Loading messages" />);
    await expect.element(page.getByRole("status")).toHaveTextContent("Loading messages");
    expect(
      page.getByTestId("skeleton-rows").element().querySelectorAll("[data-skeleton-row]"),
    ).toHaveLength(count);
  });
});

import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Stack } from "./Stack";

describe("Stack", () => {
  it("stacks children vertically with the requested gap", async () => {
    await render(
      <Stack space="large" aria-label="Steps" role="group">
        <span>One</span>
        <span>Two</span>
      </Stack>,
    );
    const stack = page.getByRole("group", { name: "Steps" }).element();
    expect(getComputedStyle(stack).flexDirection).toBe("column");
    expect(getComputedStyle(stack).rowGap).toBe("24px");
  });

  it("renders a list without bullets when asked for one", async () => {
    await render(
      <Stack as="ul">
        <li>Automation</li>
        <li>Analytics</li>
      </Stack>,
    );
    await expect.element(page.getByRole("list")).toBeInTheDocument();
    expect(page.getByRole("listitem").all()).toHaveLength(2);
  });
});

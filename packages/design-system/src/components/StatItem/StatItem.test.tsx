import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { StatItem } from "./StatItem";

describe("StatItem", () => {
  it("pairs the label with its figure", async () => {
    await render(
      <dl>
        <StatItem value="99.9%" label="Uptime" />
      </dl>,
    );
    await expect.element(page.getByRole("term")).toHaveTextContent("Uptime");
    await expect.element(page.getByRole("definition")).toHaveTextContent("99.9%");
  });
});

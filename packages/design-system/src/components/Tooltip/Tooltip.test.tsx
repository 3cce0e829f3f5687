import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Tooltip } from "./Tooltip";

describe("Tooltip", () => {
  it("appears when its trigger gets keyboard focus", async () => {
    await render(
      <Tooltip content="Search messages" delayDuration={0}>
        <button>Search</button>
      </Tooltip>,
    );
    await userEvent.tab();
    await expect.element(page.getByRole("tooltip")).toHaveTextContent("Search messages");
  });
});

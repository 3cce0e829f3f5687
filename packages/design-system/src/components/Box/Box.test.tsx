import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Box } from "./Box";

describe("Box", () => {
  it("renders the requested element with its content and attributes", async () => {
    await render(
      <Box as="section" aria-label="Summary" padding="large" background="brandSoft">
        Hello
      </Box>,
    );
    const region = page.getByRole("region", { name: "Summary" });
    await expect.element(region).toHaveTextContent("Hello");
    expect(region.element().tagName).toBe("SECTION");
  });

  it("turns spacing props into styles from the theme", async () => {
    await render(
      <Box data-testid="box" padding="large" display="flex">
        x
      </Box>,
    );
    const style = getComputedStyle(page.getByTestId("box").element());
    expect(style.display).toBe("flex");
    expect(style.paddingTop).toBe("24px");
  });
});

import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Spinner } from "./Spinner";

describe("Spinner", () => {
  it("announces what is loading", async () => {
    await render(<Spinner label="Verifying authentication..." />);
    await expect.element(page.getByRole("status")).toHaveTextContent("Verifying authentication...");
  });

  it("is silent when decorative", async () => {
    await render(<Spinner label={null} />);
    expect(page.getByRole("status").all()).toHaveLength(0);
  });
});

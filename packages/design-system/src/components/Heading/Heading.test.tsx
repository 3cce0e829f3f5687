import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Heading } from "./Heading";

describe("Heading", () => {
  it("renders the heading level it is given", async () => {
    await render(<Heading level={2}>Our Story</Heading>);
    await expect
      .element(page.getByRole("heading", { level: 2, name: "Our Story" }))
      .toBeInTheDocument();
  });

  it("can look like one level and be another in the outline", async () => {
    await render(
      <Heading level={1} as="h2">
        404 Page Not Found
      </Heading>,
    );
    await expect
      .element(page.getByRole("heading", { level: 2 }))
      .toHaveTextContent("404 Page Not Found");
  });
});

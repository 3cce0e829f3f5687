import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Section } from "./Section";

describe("Section", () => {
  it("is a region named by its heading", async () => {
    await render(
      <Section aria-labelledby="faq-title" tone="tinted">
        <h2 id="faq-title">Frequently asked questions</h2>
      </Section>,
    );
    await expect
      .element(page.getByRole("region", { name: "Frequently asked questions" }))
      .toBeInTheDocument();
  });
});

import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { FeatureCard } from "./FeatureCard";

describe("FeatureCard", () => {
  it("shows the title, description and bullet list", async () => {
    await render(
      <FeatureCard
        title="Analytics"
        description="See what works."
        bullets={["Delivery reports", "Read rates"]}
      />,
    );
    const card = page.getByRole("article");
    await expect
      .element(card.getByRole("heading", { level: 3, name: "Analytics" }))
      .toBeInTheDocument();
    await expect.element(card.getByText("See what works.")).toBeInTheDocument();
    expect(
      card
        .getByRole("listitem")
        .all()
        .map((item) => item.element().textContent),
    ).toEqual(["Delivery reports", "Read rates"]);
  });
});

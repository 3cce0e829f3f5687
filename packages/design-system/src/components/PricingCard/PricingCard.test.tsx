import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { PricingCard } from "./PricingCard";

describe("PricingCard", () => {
  it("shows name, price, period and the call to action", async () => {
    await render(
      <PricingCard
        name="Basic"
        price="₹6,999"
        period="/year"
        cta={<a href="/signup">Get Started</a>}
      />,
    );
    const card = page.getByRole("article");
    await expect.element(card.getByRole("heading", { name: "Basic" })).toBeInTheDocument();
    await expect.element(card.getByText("₹6,999")).toBeInTheDocument();
    await expect.element(card.getByText("/year")).toBeInTheDocument();
    await expect.element(card.getByRole("link", { name: "Get Started" })).toBeInTheDocument();
  });

  it("renders no period for custom prices and a ribbon when highlighted", async () => {
    await render(
      <PricingCard
        name="Enterprise"
        price="Custom"
        period=""
        cta={<button>Talk to us</button>}
        highlighted
        highlightLabel="Recommended"
      />,
    );
    await expect.element(page.getByText("Recommended")).toBeInTheDocument();
    expect(page.getByText("Custom", { exact: true }).element().nextElementSibling).toBeNull();
  });
});

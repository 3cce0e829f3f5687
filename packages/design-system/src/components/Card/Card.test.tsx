import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Card, CardBody, CardFooter, CardHeader } from "./Card";

describe("Card", () => {
  it("composes a titled header, a body and a footer", async () => {
    await render(
      <Card as="article" aria-label="Quick actions">
        <CardHeader
          title="Quick actions"
          description="Counts at a glance"
          action={<button>Menu</button>}
        />
        <CardBody>12 customers</CardBody>
        <CardFooter>
          <button>Open</button>
        </CardFooter>
      </Card>,
    );
    const card = page.getByRole("article", { name: "Quick actions" });
    await expect
      .element(card.getByRole("heading", { level: 3, name: "Quick actions" }))
      .toBeInTheDocument();
    await expect.element(card.getByText("Counts at a glance")).toBeInTheDocument();
    await expect.element(card.getByText("12 customers")).toBeInTheDocument();
    await expect.element(card.getByRole("button", { name: "Open" })).toBeInTheDocument();
  });

  it("marks a highlighted card", async () => {
    await render(
      <Card highlighted data-testid="card">
        Pro
      </Card>,
    );
    await expect.element(page.getByTestId("card")).toHaveAttribute("data-highlighted", "true");
  });
});

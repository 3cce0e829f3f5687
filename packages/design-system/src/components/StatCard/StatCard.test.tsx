import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { StatCard } from "./StatCard";

describe("StatCard", () => {
  it("shows the title as a heading, the value and the trend", async () => {
    await render(
      <StatCard title="Delivery Rate" value="98.5%" trend="+0.3%" description="from last month" />,
    );
    const card = page.getByRole("article");
    await expect.element(card.getByRole("heading", { name: "Delivery Rate" })).toBeInTheDocument();
    await expect.element(card.getByText("98.5%")).toBeInTheDocument();
    await expect.element(card.getByText("+0.3%")).toBeInTheDocument();
    await expect.element(card.getByText("from last month")).toBeInTheDocument();
  });
});

import { describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { ChartDataTable } from "./ChartDataTable";
import { ChartFrame } from "./ChartFrame";
import { useChartFrame } from "./context";

/** A stand-in chart: shows the view the frame asks for, as the real charts do. */
function FakeChart() {
  const frame = useChartFrame();
  if (frame?.view === "table") {
    return (
      <ChartDataTable
        caption={frame.caption}
        rowHeader="Day"
        columns={["Sent"]}
        rows={[{ id: "1", header: "Monday", cells: ["12"] }]}
      />
    );
  }
  return <div role="img" aria-label="Drawn chart" />;
}

describe("ChartFrame", () => {
  it("swaps the chart for a captioned data table and back", async () => {
    await render(
      <ChartFrame title="Messages per day" description="Last 7 days">
        <FakeChart />
      </ChartFrame>,
    );
    const frame = page.getByRole("region", { name: "Messages per day" });
    await expect
      .element(frame.getByRole("heading", { level: 3 }))
      .toHaveTextContent("Messages per day");
    await expect.element(frame.getByRole("img", { name: "Drawn chart" })).toBeInTheDocument();

    await userEvent.click(frame.getByRole("button", { name: "Show data table" }));
    const table = frame.getByRole("table", { name: "Messages per day" });
    await expect.element(table.getByRole("columnheader", { name: "Sent" })).toBeInTheDocument();
    await expect.element(table.getByRole("rowheader", { name: "Monday" })).toBeInTheDocument();
    const back = frame.getByRole("button", { name: "Show chart" });
    await expect.element(back).toHaveFocus();

    await userEvent.click(back);
    await expect.element(frame.getByRole("img", { name: "Drawn chart" })).toBeInTheDocument();
  });

  it("announces loading and offers no table until there is data", async () => {
    await render(
      <ChartFrame title="Delivery" loading>
        <FakeChart />
      </ChartFrame>,
    );
    await expect.element(page.getByRole("status")).toHaveTextContent("Loading chart");
    expect(page.getByRole("img").all()).toHaveLength(0);
    expect(page.getByRole("button", { name: "Show data table" }).all()).toHaveLength(0);
  });

  it("shows an error as an alert with a retry", async () => {
    const onRetry = vi.fn();
    await render(
      <ChartFrame title="Delivery" error="The figures could not be loaded." onRetry={onRetry}>
        <FakeChart />
      </ChartFrame>,
    );
    await expect
      .element(page.getByRole("alert"))
      .toHaveTextContent("The figures could not be loaded.");
    await userEvent.click(page.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("says when there is nothing to draw", async () => {
    await render(
      <ChartFrame title="Delivery" empty emptyText="No messages in this period">
        <FakeChart />
      </ChartFrame>,
    );
    await expect.element(page.getByText("No messages in this period")).toBeVisible();
    expect(page.getByRole("img").all()).toHaveLength(0);
  });
});

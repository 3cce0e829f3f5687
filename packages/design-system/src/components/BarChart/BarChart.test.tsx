import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { BarChart, type BarChartProps } from "./BarChart";
import { ChartFrame } from "../ChartFrame/ChartFrame";

const data = [
  { label: "Delivered", value: 18210 },
  { label: "Failed", value: 342 },
];

function renderChart(props: Partial<BarChartProps> = {}) {
  return render(
    <div style={{ width: 640 }}>
      <ChartFrame title="Messages by status">
        <BarChart data={data} categoryLabel="Status" valueLabel="Messages" {...props} />
      </ChartFrame>
    </div>,
  );
}

describe("BarChart", () => {
  it.each(["vertical", "horizontal"] as const)(
    "reads each bar out as the arrow keys move (%s)",
    async (orientation) => {
      await renderChart({ orientation });
      const chart = page.getByRole("application", { name: "Messages by status" });
      (chart.element() as SVGElement).focus();
      await userEvent.keyboard("{ArrowRight}{ArrowRight}");
      const tooltip = page.getByRole("status").filter({ hasText: "Messages" });
      await expect.element(tooltip).toHaveTextContent("FailedMessages342");
      await userEvent.keyboard("{ArrowLeft}");
      await expect.element(tooltip).toHaveTextContent("DeliveredMessages18,210");
    },
  );

  it("moves down and up a horizontal chart's bars with the Down and Up keys", async () => {
    await renderChart({ orientation: "horizontal" });
    (page.getByRole("application").element() as SVGElement).focus();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    const tooltip = page.getByRole("status").filter({ hasText: "Messages" });
    await expect.element(tooltip).toHaveTextContent("FailedMessages342");
    await userEvent.keyboard("{ArrowUp}");
    await expect.element(tooltip).toHaveTextContent("DeliveredMessages18,210");
  });

  it("draws the bars in the tone it is given", async () => {
    const { container } = await renderChart({ tone: "critical" });
    await expect.poll(() => container.querySelectorAll(".recharts-rectangle").length).toBe(2);
    const bar = container.querySelector(".recharts-rectangle");
    // The critical foreground of the light theme (#b91c1c).
    expect(getComputedStyle(bar as Element).fill).toBe("rgb(185, 28, 28)");
  });

  it("lists the same figures in its data table", async () => {
    await renderChart({ unit: "msgs", formatValue: (value) => value.toLocaleString("en-IN") });
    await userEvent.click(page.getByRole("button", { name: "Show data table" }));
    const table = page.getByRole("table", { name: "Messages by status" });
    await expect.element(table.getByRole("columnheader", { name: "Status" })).toBeInTheDocument();
    await expect
      .element(table.getByRole("columnheader", { name: "Messages (msgs)" }))
      .toBeInTheDocument();
    await expect.element(table.getByRole("cell", { name: "18,210" })).toBeInTheDocument();
  });
});

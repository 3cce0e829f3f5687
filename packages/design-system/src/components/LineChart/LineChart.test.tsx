import { afterEach, describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { LineChart } from "./LineChart";
import { ChartFrame } from "../ChartFrame/ChartFrame";
import { applyTheme } from "../../theme/theme";

const data = [
  { day: "Mon", sent: 1200, delivered: 1100 },
  { day: "Tue", sent: 1800, delivered: 1750 },
  { day: "Wed", sent: 1500, delivered: 1490 },
];

function renderChart() {
  return render(
    <div style={{ width: 640 }}>
      <ChartFrame title="Messages per day">
        <LineChart
          data={data}
          xKey="day"
          xLabel="Day"
          unit="msgs"
          series={[
            { key: "sent", label: "Sent" },
            { key: "delivered", label: "Delivered", tone: "info" },
          ]}
        />
      </ChartFrame>
    </div>,
  );
}

afterEach(() => {
  applyTheme("light");
});

describe("LineChart", () => {
  it("reads each point out as the arrow keys move over the chart", async () => {
    await renderChart();
    const chart = page.getByRole("application", { name: "Messages per day" });
    await expect.element(chart).toBeInTheDocument();
    (chart.element() as SVGElement).focus();
    await userEvent.keyboard("{ArrowRight}");
    const tooltip = page.getByRole("status").filter({ hasText: "Delivered" });
    await expect.element(tooltip).toHaveTextContent(/Tue.*Sent.*1,800 msgs.*Delivered.*1,750 msgs/);
    await userEvent.keyboard("{ArrowRight}");
    await expect.element(tooltip).toHaveTextContent(/Wed.*Sent.*1,500 msgs/);
  });

  it("draws its series in theme colours that follow the theme", async () => {
    const { container } = await renderChart();
    await expect.element(page.getByRole("application")).toBeInTheDocument();
    await expect.poll(() => container.querySelectorAll(".recharts-line-curve").length).toBe(2);
    const curves = [...container.querySelectorAll(".recharts-line-curve")];
    const strokes = () => curves.map((curve) => getComputedStyle(curve).stroke);
    const light = strokes();
    expect(new Set(light).size).toBe(2);
    applyTheme("dark");
    const dark = strokes();
    expect(dark[0]).not.toBe(light[0]);
    expect(dark[1]).not.toBe(light[1]);
  });

  it("lists the same figures in its data table", async () => {
    await renderChart();
    await userEvent.click(page.getByRole("button", { name: "Show data table" }));
    const table = page.getByRole("table", { name: "Messages per day" });
    await expect
      .element(table.getByRole("columnheader", { name: "Sent (msgs)" }))
      .toBeInTheDocument();
    await expect
      .element(table.getByRole("columnheader", { name: "Delivered (msgs)" }))
      .toBeInTheDocument();
    const tuesday = table
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: "Tue" }) });
    await expect.element(tuesday).toHaveTextContent("Tue1,8001,750");
  });
});

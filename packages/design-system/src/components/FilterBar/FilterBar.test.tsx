import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { FilterBar } from "./FilterBar";
import { Select } from "../Select/Select";

const statuses = [
  { value: "open", label: "Open" },
  { value: "closed", label: "Closed" },
];

function Filters({ onClear }: { onClear: () => void }) {
  const [status, setStatus] = useState("");
  const [plan, setPlan] = useState("");
  return (
    <FilterBar
      label="Filter people"
      activeCount={[status, plan].filter(Boolean).length}
      onClear={() => {
        onClear();
        setStatus("");
        setPlan("");
      }}
    >
      <Select
        label="Status"
        placeholder="Any"
        options={statuses}
        value={status}
        onChange={(event) => setStatus(event.target.value)}
      />
      <Select
        label="Plan"
        placeholder="Any"
        options={[{ value: "pro", label: "Pro" }]}
        value={plan}
        onChange={(event) => setPlan(event.target.value)}
      />
    </FilterBar>
  );
}

describe("FilterBar", () => {
  it("counts active filters and clears them, moving focus to the first control", async () => {
    const onClear = vi.fn();
    await render(<Filters onClear={onClear} />);
    const group = page.getByRole("group", { name: "Filter people" });
    await expect.element(group).toBeInTheDocument();
    expect(page.getByRole("button", { name: "Clear filters" }).all()).toHaveLength(0);

    await userEvent.selectOptions(page.getByRole("combobox", { name: "Status" }), "open");
    await expect.element(page.getByRole("status")).toHaveTextContent("1 filter active");
    await userEvent.selectOptions(page.getByRole("combobox", { name: "Plan" }), "pro");
    await expect.element(page.getByRole("status")).toHaveTextContent("2 filters active");

    await userEvent.click(page.getByRole("button", { name: "Clear filters" }));
    expect(onClear).toHaveBeenCalledOnce();
    await expect.element(page.getByRole("combobox", { name: "Status" })).toHaveValue("");
    await expect.element(page.getByRole("combobox", { name: "Status" })).toHaveFocus();
    await expect.element(page.getByRole("status")).toHaveTextContent("");
  });

  it("puts each control on its own row on a phone", async () => {
    await page.viewport(375, 800);
    await render(<Filters onClear={() => undefined} />);
    const status = page.getByRole("combobox", { name: "Status" }).element().getBoundingClientRect();
    const plan = page.getByRole("combobox", { name: "Plan" }).element().getBoundingClientRect();
    expect(plan.top).toBeGreaterThan(status.bottom);
    await page.viewport(1280, 800);
    const wideStatus = page.getByRole("combobox", { name: "Status" }).element();
    const widePlan = page.getByRole("combobox", { name: "Plan" }).element();
    expect(widePlan.getBoundingClientRect().top).toBe(wideStatus.getBoundingClientRect().top);
  });
});

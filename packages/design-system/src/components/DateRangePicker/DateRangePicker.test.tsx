import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { type DateRange, DateRangePicker, isDateRangeValid } from "./DateRangePicker";

const presets = [
  { label: "Last 7 days", range: { from: "2026-11-16", to: "2026-11-22" } },
  { label: "This month", range: { from: "2026-11-01", to: "2026-11-22" } },
];

function Picker({
  initial = {},
  onChange,
}: {
  initial?: DateRange;
  onChange?: (r: DateRange) => void;
}) {
  const [range, setRange] = useState(initial);
  return (
    <DateRangePicker
      label="Period"
      value={range}
      presets={presets}
      onChange={(next) => {
        onChange?.(next);
        setRange(next);
      }}
    />
  );
}

describe("isDateRangeValid", () => {
  it("accepts open and ordered ranges only", () => {
    expect(isDateRangeValid({})).toBe(true);
    expect(isDateRangeValid({ from: "2026-11-01" })).toBe(true);
    expect(isDateRangeValid({ from: "2026-11-01", to: "2026-11-01" })).toBe(true);
    expect(isDateRangeValid({ from: "2026-11-02", to: "2026-11-01" })).toBe(false);
  });
});

describe("DateRangePicker", () => {
  it("is a labelled group whose presets set the range and show which one is on", async () => {
    const onChange = vi.fn();
    await render(<Picker onChange={onChange} />);
    const group = page.getByRole("group", { name: "Period" });
    await userEvent.click(group.getByRole("button", { name: "Last 7 days" }));
    expect(onChange).toHaveBeenLastCalledWith({ from: "2026-11-16", to: "2026-11-22" });
    await expect.element(group.getByLabelText("From")).toHaveValue("2026-11-16");
    await expect.element(group.getByLabelText("To")).toHaveValue("2026-11-22");
    await expect
      .element(group.getByRole("button", { name: "Last 7 days" }))
      .toHaveAttribute("aria-pressed", "true");
    await expect
      .element(group.getByRole("button", { name: "This month" }))
      .toHaveAttribute("aria-pressed", "false");
  });

  it("takes typed dates and leaves an emptied end open", async () => {
    const onChange = vi.fn();
    await render(<Picker initial={{ from: "2026-11-01", to: "2026-11-22" }} onChange={onChange} />);
    await userEvent.fill(page.getByLabelText("To"), "2026-11-10");
    expect(onChange).toHaveBeenLastCalledWith({ from: "2026-11-01", to: "2026-11-10" });
    await userEvent.clear(page.getByLabelText("From"));
    expect(onChange).toHaveBeenLastCalledWith({ from: undefined, to: "2026-11-10" });
  });

  it("says so when the start is after the end", async () => {
    await render(<Picker initial={{ from: "2026-11-20", to: "2026-11-10" }} />);
    const message = "The start date must be on or before the end date.";
    await expect.element(page.getByRole("alert")).toHaveTextContent(message);
    for (const label of ["From", "To"]) {
      const input = page.getByLabelText(label);
      await expect.element(input).toHaveAttribute("aria-invalid", "true");
      await expect.element(input).toHaveAccessibleDescription(message);
    }
    await userEvent.click(page.getByRole("button", { name: "This month" }));
    expect(page.getByRole("alert").all()).toHaveLength(0);
    await expect.element(page.getByLabelText("From")).not.toHaveAttribute("aria-invalid");
  });
});

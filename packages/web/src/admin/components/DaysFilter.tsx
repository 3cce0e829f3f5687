import { type DateRange, DateRangePicker } from "@aizapy/design-system";
import { lastDays, toDateInputValue } from "../lib/dates";
import { wideFilter } from "./FilterLayout.css";

interface DaysFilterProps {
  /** What the days are of: "Date", "Received". */
  label: string;
  value: DateRange;
  onChange: (range: DateRange) => void;
}

/** A list's filter by days, up to today, with the console's presets: today, 7 and 30 days. */
export function DaysFilter({ label, value, onChange }: DaysFilterProps) {
  const today = new Date();
  return (
    <div className={wideFilter}>
      <DateRangePicker
        label={label}
        value={value}
        max={toDateInputValue(today)}
        presets={[
          { label: "Today", range: lastDays(1, today) },
          { label: "Last 7 days", range: lastDays(7, today) },
          { label: "Last 30 days", range: lastDays(30, today) },
        ]}
        onChange={onChange}
      />
    </div>
  );
}

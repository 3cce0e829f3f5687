import { CircleAlert } from "lucide-react";
import { type ReactNode, useId } from "react";
import * as styles from "./DateRangePicker.css";
import { Button } from "../Button/Button";
import { TextField } from "../TextField/TextField";

/** A span of days as `YYYY-MM-DD` strings; either end may be open. */
export interface DateRange {
  from?: string;
  to?: string;
}

export interface DateRangePreset {
  /** The button's text ("Last 7 days"). */
  label: string;
  /** The range it sets, computed by the app (it knows today and the time zone). */
  range: DateRange;
}

/** False when both ends are set and the start is after the end. */
export function isDateRangeValid({ from, to }: DateRange): boolean {
  // ISO dates compare correctly as text.
  return !from || !to || from <= to;
}

export interface DateRangePickerProps {
  /** Names the group ("Date range"). */
  label: ReactNode;
  /** The current range (controlled). */
  value: DateRange;
  /** Called with the new range; an emptied input leaves that end open (`undefined`). */
  onChange: (range: DateRange) => void;
  /** Shortcut buttons above the inputs; the one matching `value` shows as pressed. */
  presets?: readonly DateRangePreset[];
  /** Name of the group of preset buttons. @default "Quick ranges" */
  presetsLabel?: string;
  /** @default "From" */
  fromLabel?: string;
  /** @default "To" */
  toLabel?: string;
  /** The earliest selectable day (`YYYY-MM-DD`). */
  min?: string;
  /** The latest selectable day (`YYYY-MM-DD`). */
  max?: string;
  /** Shown when the start is after the end. @default "The start date must be on or before the end date." */
  invalidRangeMessage?: string;
}

/** Two native date inputs (from, to) as one labelled group, with optional preset ranges. */
export function DateRangePicker({
  label,
  value,
  onChange,
  presets,
  presetsLabel = "Quick ranges",
  fromLabel = "From",
  toLabel = "To",
  min,
  max,
  invalidRangeMessage = "The start date must be on or before the end date.",
}: DateRangePickerProps) {
  const errorId = useId();
  const isValid = isDateRangeValid(value);
  const invalidProps = isValid ? {} : { "aria-invalid": true, "aria-describedby": errorId };

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{label}</legend>
      {presets && presets.length > 0 && (
        <div role="group" aria-label={presetsLabel} className={styles.presets}>
          {presets.map((preset) => {
            const isCurrent =
              (preset.range.from ?? "") === (value.from ?? "") &&
              (preset.range.to ?? "") === (value.to ?? "");
            return (
              <Button
                key={preset.label}
                size="small"
                variant={isCurrent ? "primary" : "secondary"}
                aria-pressed={isCurrent}
                onClick={() => onChange(preset.range)}
              >
                {preset.label}
              </Button>
            );
          })}
        </div>
      )}
      <div className={styles.inputs}>
        <TextField
          type="date"
          label={fromLabel}
          value={value.from ?? ""}
          min={min}
          max={value.to || max}
          onChange={(event) => onChange({ ...value, from: event.target.value || undefined })}
          {...invalidProps}
        />
        <TextField
          type="date"
          label={toLabel}
          value={value.to ?? ""}
          min={value.from || min}
          max={max}
          onChange={(event) => onChange({ ...value, to: event.target.value || undefined })}
          {...invalidProps}
        />
      </div>
      {!isValid && (
        <p id={errorId} role="alert" className={styles.error}>
          <CircleAlert size={16} className={styles.errorIcon} aria-hidden="true" />
          <span>{invalidRangeMessage}</span>
        </p>
      )}
    </fieldset>
  );
}

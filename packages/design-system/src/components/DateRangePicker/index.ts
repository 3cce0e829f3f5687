export {
  DateRangePicker,
  isDateRangeValid,
  type DateRange,
  type DateRangePickerProps,
  type DateRangePreset,
} from "./DateRangePicker";

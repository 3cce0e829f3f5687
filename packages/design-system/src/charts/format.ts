const numberFormat = new Intl.NumberFormat("en");

/** How figures read when the app gives no formatter: "1,234", "98.5". */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** "120 ms" for the tooltip; the table puts the unit in its column header instead. */
export function withUnit(text: string, unit: string | undefined): string {
  return unit ? `${text} ${unit}` : text;
}

/** "Response time (ms)". */
export function headerWithUnit(label: string, unit: string | undefined): string {
  return unit ? `${label} (${unit})` : label;
}

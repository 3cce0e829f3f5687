export { ChartFrame, type ChartFrameProps } from "./ChartFrame";
export { ChartDataTable, type ChartDataTableProps, type ChartDataTableRow } from "./ChartDataTable";
export { useChartFrame, type ChartFrameContextValue } from "./context";

export { LineChart, type LineChartProps, type LineChartSeries } from "./LineChart";
export { type ChartTone } from "../../charts/tones";

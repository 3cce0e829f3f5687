export { BarChart, type BarChartDatum, type BarChartProps } from "./BarChart";
export { type ChartTone } from "../../charts/tones";

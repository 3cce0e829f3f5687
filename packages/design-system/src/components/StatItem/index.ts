export { StatItem, type StatItemProps } from "./StatItem";

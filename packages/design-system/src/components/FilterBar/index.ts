export { FilterBar, type FilterBarProps } from "./FilterBar";

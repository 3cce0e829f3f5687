export { List, ListRow, type ListProps, type ListRowProps } from "./List";

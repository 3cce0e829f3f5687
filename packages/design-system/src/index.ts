// Root entry: everything but the charts. Apps that watch their bundle can import per component
// instead, e.g. `@aizapy/design-system/Button`; both tree-shake. `LineChart` and `BarChart` bring
// recharts along, so they are only on their own entries, where an app loads them lazily.

export * from "./components/Accordion";
export * from "./components/AppShell";
export * from "./components/Avatar";
export * from "./components/Badge";
export * from "./components/Box";
export * from "./components/BulkActionBar";
export * from "./components/Button";
export * from "./components/Card";
export * from "./components/Carousel";
export * from "./components/ChartFrame";
export * from "./components/Checkbox";
export * from "./components/Combobox";
export * from "./components/ConfirmDialog";
export * from "./components/Container";
export * from "./components/CopyButton";
export * from "./components/DataTable";
export * from "./components/DateRangePicker";
export * from "./components/Dialog";
export * from "./components/Divider";
export * from "./components/DropdownMenu";
export * from "./components/EmptyState";
export * from "./components/FilterBar";
export * from "./components/FormDialog";
export * from "./components/FormField";
export * from "./components/Grid";
export * from "./components/Heading";
export * from "./components/Icon";
export * from "./components/IconButton";
export * from "./components/Image";
export * from "./components/Inline";
export * from "./components/List";
export * from "./components/MaskedSecret";
export * from "./components/Pagination";
export * from "./components/PasswordField";
export * from "./components/Popover";
export * from "./components/SearchField";
export * from "./components/Section";
export * from "./components/Select";
export * from "./components/Sidebar";
export * from "./components/Skeleton";
export * from "./components/Spinner";
export * from "./components/Stack";
export * from "./components/StatCard";
export * from "./components/StatItem";
export * from "./components/Switch";
export * from "./components/Table";
export * from "./components/Tabs";
export * from "./components/Text";
export * from "./components/TextArea";
export * from "./components/TextField";
export * from "./components/TextLink";
export * from "./components/ThemeToggle";
export * from "./components/Toast";
export * from "./components/Tooltip";
export * from "./components/TopBar";
export * from "./components/VisuallyHidden";
export * from "./providers/ThemeProvider";
export * from "./providers/ToastProvider";
export {
  dismissToast,
  toast,
  toastConfig,
  toastReducer,
  type ToastOptions,
  type ToastRecord,
  type ToastVariant,
} from "./providers/toastStore";
export * from "./theme/theme";
export { vars } from "./styles/contract.css";
export { darkTheme, lightTheme } from "./styles/themes.css";
export {
  sprinkles,
  type ResponsiveValue,
  type Space,
  type Sprinkles,
} from "./styles/sprinkles.css";
export { breakpoints, mediaQuery, type Breakpoint } from "./styles/breakpoints";
export { brandPalette, darkColors, lightColors, type ColorTokens } from "./styles/tokens";

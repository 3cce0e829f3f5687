export { BulkActionBar, type BulkActionBarProps } from "./BulkActionBar";

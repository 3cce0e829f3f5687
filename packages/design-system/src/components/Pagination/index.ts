export {
  formatPaginationRange,
  Pagination,
  type PaginationProps,
  type PaginationRange,
} from "./Pagination";

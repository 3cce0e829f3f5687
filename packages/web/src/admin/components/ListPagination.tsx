import { Pagination } from "@aizapy/design-system";
import { PAGE_SIZE_OPTIONS } from "@aizapy/contracts";
import { type ListParams } from "../lib/list-params";

export interface ListPaginationProps {
  /** The list's URL state. */
  list: ListParams;
  /** The page's cursors, as the server answered them. */
  pageInfo:
    | {
        hasNextPage: boolean;
        hasPreviousPage: boolean;
        startCursor: string | null;
        endCursor: string | null;
      }
    | undefined;
  /** What the rows are ("Businesses"), naming the navigation. */
  label: string;
  /** A page is loading. */
  disabled?: boolean;
}

/** Previous / Next over a list's cursor pages, and its page size; all kept in the URL. */
export function ListPagination({ list, pageInfo, label, disabled }: ListPaginationProps) {
  const { startCursor, endCursor } = pageInfo ?? {};
  return (
    <Pagination
      label={`${label} pages`}
      hasPrevious={Boolean(pageInfo?.hasPreviousPage && startCursor)}
      hasNext={Boolean(pageInfo?.hasNextPage && endCursor)}
      onPrevious={() => startCursor && list.previous(startCursor)}
      onNext={() => endCursor && list.next(endCursor)}
      pageSize={list.pageSize}
      pageSizeOptions={PAGE_SIZE_OPTIONS}
      onPageSizeChange={list.setPageSize}
      disabled={disabled}
    />
  );
}

import {
  Avatar,
  DataTable,
  type DataTableColumn,
  type DataTableSort,
  EmptyState,
  FilterBar,
  IconButton,
  Select,
  Stack,
  TextLink,
} from "@aizapy/design-system";
import { BUSINESS_PLANS, BUSINESS_SORT_FIELDS, BUSINESS_STATUSES } from "@aizapy/contracts";
import { useQuery } from "@apollo/client/react";
import { Building2, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { QueryErrorState } from "../../../../shared/components/QueryErrorState";
import { formatDateTime } from "../../../../shared/lib/format";
import { FilterSearchField } from "../../../components/FilterSearchField";
import { ListPagination } from "../../../components/ListPagination";
import { type BusinessFields_BusinessFragment } from "../../../gql/graphql";
import { oneOf, useListParams } from "../../../lib/list-params";
import { businessPath } from "../../../lib/paths";
import { BusinessPageQuery } from "../api/get-business-page";
import { planOptions, statusOptions } from "../labels";
import { BusinessPlanBadge, BusinessStatusBadge } from "./BusinessBadges";
import { BusinessFormDialog } from "./BusinessFormDialog";
import * as styles from "./BusinessTable.css";
import { DeleteBusinessDialog } from "./DeleteBusinessDialog";

const FILTER_KEYS = ["search", "status", "plan"] as const;

type Business = BusinessFields_BusinessFragment;

const columns: DataTableColumn<Business>[] = [
  {
    id: "name",
    header: "Name",
    sortable: true,
    isRowHeader: true,
    cell: (business) => (
      <TextLink asChild plain>
        <Link to={businessPath(business.id)} className={styles.name}>
          <Avatar name={business.name} size="small" decorative />
          {business.name}
        </Link>
      </TextLink>
    ),
  },
  {
    id: "whatsappNumber",
    header: "WhatsApp number",
    cell: (business) => (
      <span className={styles.number} translate="no">
        {business.whatsappNumber}
      </span>
    ),
  },
  {
    id: "status",
    header: "Status",
    cell: (business) => <BusinessStatusBadge status={business.status} />,
  },
  { id: "plan", header: "Plan", cell: (business) => <BusinessPlanBadge plan={business.plan} /> },
  {
    id: "createdAt",
    header: "Created",
    sortable: true,
    firstSortDirection: "descending",
    hideBelow: "desktop",
    cell: (business) => (
      <time dateTime={business.createdAt}>{formatDateTime(business.createdAt)}</time>
    ),
  },
];

/**
 * The registered businesses as a table: searched by name or number, filtered by status
 * and plan, sorted by name or date, a page at a time, all kept in the URL; 3 skeleton rows while
 * loading. Each name opens the business's page; each row can be edited or deleted.
 */
export function BusinessTable() {
  const list = useListParams();
  const search = list.get("search");
  const status = oneOf(list.get("status"), BUSINESS_STATUSES);
  const plan = oneOf(list.get("plan"), BUSINESS_PLANS);
  const sortField = oneOf(list.get("sort"), BUSINESS_SORT_FIELDS) ?? "createdAt";
  const sortDirection = oneOf(list.get("dir"), ["asc", "desc"] as const) ?? "desc";

  const { data, previousData, loading, error, refetch } = useQuery(BusinessPageQuery, {
    variables: {
      filter: { search, status, plan },
      sort: { field: sortField, direction: sortDirection },
      ...list.page,
    },
  });
  const [editing, setEditing] = useState<Business | null>(null);
  const [deleting, setDeleting] = useState<Business | null>(null);

  const activeFilters = [search, status, plan].filter(Boolean).length;
  // While a change or a new filter loads, the rows on screen stay (and keep their focus).
  const page = data?.businessPage ?? previousData?.businessPage;
  const sort: DataTableSort = {
    columnId: sortField,
    direction: sortDirection === "asc" ? "ascending" : "descending",
  };

  return (
    <Stack space="medium">
      <FilterBar activeCount={activeFilters} onClear={() => list.clearFilters(FILTER_KEYS)}>
        <FilterSearchField
          label="Search businesses"
          placeholder="Search by name or number"
          value={search}
          onSearch={(value) => list.setFilters({ search: value })}
        />
        <Select
          label="Status"
          placeholder="All statuses"
          options={statusOptions}
          value={status ?? ""}
          onChange={(event) => list.setFilters({ status: event.target.value })}
        />
        <Select
          label="Plan"
          placeholder="All plans"
          options={planOptions}
          value={plan ?? ""}
          onChange={(event) => list.setFilters({ plan: event.target.value })}
        />
      </FilterBar>

      {error && !data ? (
        <QueryErrorState what="businesses" error={error} onRetry={refetch} />
      ) : (
        <DataTable
          caption="Businesses"
          hideCaption
          columns={columns}
          rows={page?.items ?? []}
          getRowId={(business) => business.id}
          sort={sort}
          onSortChange={(next) =>
            list.setFilters({
              sort: next.columnId,
              dir: next.direction === "ascending" ? "asc" : "desc",
            })
          }
          loading={loading && !page}
          loadingLabel="Loading businesses"
          loadingRowCount={3}
          empty={
            <EmptyState
              icon={<Building2 size={24} />}
              titleAs="p"
              title={
                activeFilters > 0
                  ? "No businesses match these filters."
                  : 'No businesses registered yet. Click "Add Business" to get started.'
              }
            />
          }
          rowActionsLabel="Actions"
          rowActions={(business) => (
            <>
              <IconButton
                label={`Edit ${business.name}`}
                icon={<Pencil size={18} />}
                onClick={() => setEditing(business)}
              />
              <IconButton
                label={`Delete ${business.name}`}
                icon={<Trash2 size={18} />}
                onClick={() => setDeleting(business)}
              />
            </>
          )}
        />
      )}

      {page && page.items.length > 0 && (
        <ListPagination
          list={list}
          pageInfo={page.pageInfo}
          label="Businesses"
          disabled={loading}
        />
      )}

      <BusinessFormDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        business={editing}
      />
      <DeleteBusinessDialog business={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

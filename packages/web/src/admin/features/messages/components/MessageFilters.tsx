import { FilterBar, Select } from "@aizapy/design-system";
import { capitalize } from "../../../../shared/lib/format";
import { DaysFilter } from "../../../components/DaysFilter";
import { FilterSearchField } from "../../../components/FilterSearchField";
import { type ListParams } from "../../../lib/list-params";
import { type MessageFilterValues, MESSAGE_FILTER_KEYS } from "../filters";
import { contactMessageStatuses } from "../status";

const statusOptions = contactMessageStatuses.map((value) => ({
  value,
  label: capitalize(value),
}));

/** Search (name, email, subject, message), status and the days received; kept in the URL. */
export function MessageFilters({
  list,
  filters,
}: {
  list: ListParams;
  filters: MessageFilterValues;
}) {
  return (
    <FilterBar
      activeCount={Object.values(filters).filter(Boolean).length}
      onClear={() => list.clearFilters(MESSAGE_FILTER_KEYS)}
    >
      <FilterSearchField
        label="Search messages"
        placeholder="Search messages"
        value={filters.search}
        onSearch={(value) => list.setFilters({ search: value })}
      />
      <Select
        label="Status"
        placeholder="All statuses"
        options={statusOptions}
        value={filters.status ?? ""}
        onChange={(event) => list.setFilters({ status: event.target.value })}
      />
      <DaysFilter
        label="Received"
        value={{ from: filters.from, to: filters.to }}
        onChange={(range) => list.setFilters({ from: range.from, to: range.to })}
      />
    </FilterBar>
  );
}

import { FilterBar, Select } from "@aizapy/design-system";
import { AUDIT_ACTIONS } from "@aizapy/contracts";
import { describeCode } from "../../../../shared/lib/format";
import { DaysFilter } from "../../../components/DaysFilter";
import { FilterSearchField } from "../../../components/FilterSearchField";
import { type ListParams } from "../../../lib/list-params";
import { AUDIT_FILTER_KEYS, AUDIT_TARGET_TYPES, type AuditFilterValues } from "../filters";

const actionOptions = AUDIT_ACTIONS.map((value) => ({ value, label: describeCode(value) }));
const targetOptions = AUDIT_TARGET_TYPES.map((value) => ({ value, label: describeCode(value) }));

/** Action, actor, target type and the days; kept in the URL. */
export function AuditLogFilters({
  list,
  filters,
}: {
  list: ListParams;
  filters: AuditFilterValues;
}) {
  return (
    <FilterBar
      activeCount={Object.values(filters).filter(Boolean).length}
      onClear={() => list.clearFilters(AUDIT_FILTER_KEYS)}
    >
      <Select
        label="Action"
        placeholder="All actions"
        options={actionOptions}
        value={filters.action ?? ""}
        onChange={(event) => list.setFilters({ action: event.target.value })}
      />
      <FilterSearchField
        label="Actor"
        hideLabel={false}
        placeholder="Admin id, address or system"
        value={filters.actor}
        onSearch={(value) => list.setFilters({ actor: value })}
      />
      <Select
        label="Target type"
        placeholder="All targets"
        options={targetOptions}
        value={filters.target ?? ""}
        onChange={(event) => list.setFilters({ target: event.target.value })}
      />
      <DaysFilter
        label="Date"
        value={{ from: filters.from, to: filters.to }}
        onChange={(range) => list.setFilters({ from: range.from, to: range.to })}
      />
    </FilterBar>
  );
}

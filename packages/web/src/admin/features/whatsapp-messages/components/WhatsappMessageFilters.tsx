import { FilterBar, Select } from "@aizapy/design-system";
import {
  MESSAGE_DIRECTIONS,
  MESSAGE_QUEUE_STATES,
  WHATSAPP_MESSAGE_STATUSES,
} from "@aizapy/contracts";
import { type ReactNode } from "react";
import { capitalize } from "../../../../shared/lib/format";
import { DaysFilter } from "../../../components/DaysFilter";
import { FilterSearchField } from "../../../components/FilterSearchField";
import { type ListParams } from "../../../lib/list-params";
import { WHATSAPP_MESSAGE_FILTER_KEYS, type WhatsappMessageFilterValues } from "../filters";
import { describeDirection } from "../status";

const directionOptions = MESSAGE_DIRECTIONS.map((value) => ({
  value,
  label: describeDirection(value),
}));
const statusOptions = WHATSAPP_MESSAGE_STATUSES.map((value) => ({
  value,
  label: capitalize(value),
}));
const queueStateOptions = MESSAGE_QUEUE_STATES.map((value) => ({
  value,
  label: value === "parked" ? "Parked (waiting for an operator)" : capitalize(value),
}));

export interface WhatsappMessageFiltersProps {
  list: ListParams;
  filters: WhatsappMessageFilterValues;
  /** The business filter: a picker of the businesses feature, composed by the page. */
  businessFilter: ReactNode;
}

/** Business, direction, status, pipeline state, customer number and days; kept in the URL. */
export function WhatsappMessageFilters({
  list,
  filters,
  businessFilter,
}: WhatsappMessageFiltersProps) {
  return (
    <FilterBar
      activeCount={Object.values(filters).filter(Boolean).length}
      onClear={() => list.clearFilters(WHATSAPP_MESSAGE_FILTER_KEYS)}
    >
      {businessFilter}
      <Select
        label="Direction"
        placeholder="Both directions"
        options={directionOptions}
        value={filters.direction ?? ""}
        onChange={(event) => list.setFilters({ direction: event.target.value })}
      />
      <Select
        label="Status"
        placeholder="All statuses"
        options={statusOptions}
        value={filters.status ?? ""}
        onChange={(event) => list.setFilters({ status: event.target.value })}
      />
      <Select
        label="Pipeline"
        placeholder="Anywhere in the pipeline"
        options={queueStateOptions}
        value={filters.queueState ?? ""}
        onChange={(event) => list.setFilters({ queueState: event.target.value })}
      />
      <FilterSearchField
        label="Customer number"
        hideLabel={false}
        placeholder="+91 98765 43210"
        value={filters.customerNumber}
        onSearch={(value) => list.setFilters({ customerNumber: value })}
      />
      <DaysFilter
        label="Date"
        value={{ from: filters.from, to: filters.to }}
        onChange={(range) => list.setFilters({ from: range.from, to: range.to })}
      />
    </FilterBar>
  );
}

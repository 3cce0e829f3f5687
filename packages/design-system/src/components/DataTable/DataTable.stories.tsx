import { Inbox, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSort,
} from "./DataTable";
import { Badge } from "../Badge/Badge";
import { BulkActionBar } from "../BulkActionBar/BulkActionBar";
import { Button } from "../Button/Button";
import { EmptyState } from "../EmptyState/EmptyState";
import { IconButton } from "../IconButton/IconButton";
import { Pagination } from "../Pagination/Pagination";
import { Stack } from "../Stack/Stack";

interface Account {
  id: string;
  name: string;
  phone: string;
  active: boolean;
  plan: string;
  created: string;
}

const accounts: Account[] = [
  {
    id: "a1",
    name: "Spice Route Restaurant",
    phone: "+91 98765 43210",
    active: true,
    plan: "Pro",
    created: "2026-11-20",
  },
  {
    id: "a2",
    name: "UrbanNest Realty",
    phone: "+91 91234 56789",
    active: true,
    plan: "Basic",
    created: "2026-11-18",
  },
  {
    id: "a3",
    name: "Kolkata Glow Studio",
    phone: "+91 99887 76655",
    active: false,
    plan: "Free",
    created: "2026-11-02",
  },
  {
    id: "a4",
    name: "Chennai Motors",
    phone: "+91 90000 11122",
    active: true,
    plan: "Enterprise",
    created: "2026-10-28",
  },
];

const columns: DataTableColumn<Account>[] = [
  { id: "name", header: "Name", cell: (row) => row.name, sortable: true, isRowHeader: true },
  { id: "phone", header: "Phone", cell: (row) => row.phone, hideBelow: "tablet" },
  {
    id: "status",
    header: "Status",
    cell: (row) => (
      <Badge tone={row.active ? "positive" : "neutral"}>
        {row.active ? "Active" : "Suspended"}
      </Badge>
    ),
  },
  { id: "plan", header: "Plan", cell: (row) => row.plan, hideBelow: "desktop" },
  {
    id: "created",
    header: "Created",
    cell: (row) => row.created,
    sortable: true,
    firstSortDirection: "descending",
    align: "end",
  },
];

function sortRows(rows: Account[], sort: DataTableSort | null) {
  if (!sort) return rows;
  const key = sort.columnId === "name" ? "name" : "created";
  const sorted = [...rows].sort((a, b) => a[key].localeCompare(b[key]));
  return sort.direction === "ascending" ? sorted : sorted.reverse();
}

/** Plays the server: keeps sort and selection in state the way a page would. */
function ManagedTable(args: DataTableProps<Account>) {
  const [sort, setSort] = useState<DataTableSort | null>(args.sort ?? null);
  const [selectedIds, setSelectedIds] = useState<string[]>([...(args.selectedIds ?? [])]);
  return (
    <DataTable
      {...args}
      rows={sortRows([...args.rows], sort)}
      sort={sort}
      onSortChange={(next) => {
        args.onSortChange?.(next);
        setSort(next);
      }}
      selectedIds={selectedIds}
      onSelectionChange={(ids) => {
        args.onSelectionChange?.(ids);
        setSelectedIds(ids);
      }}
    />
  );
}

const meta = {
  title: "Data display/DataTable",
  component: DataTable<Account>,
  tags: ["autodocs"],
  args: {
    caption: "Accounts",
    columns,
    rows: accounts,
    getRowId: (row) => row.id,
    getRowLabel: (row) => row.name,
    sort: { columnId: "created", direction: "descending" },
    onSortChange: fn(),
    onSelectionChange: fn(),
    rowActions: (row) => (
      <>
        <IconButton size="small" label={`Edit ${row.name}`} icon={<Pencil size={16} />} />
        <IconButton
          size="small"
          variant="destructive"
          label={`Delete ${row.name}`}
          icon={<Trash2 size={16} />}
        />
      </>
    ),
  },
  argTypes: {
    columns: { control: false },
    rows: { control: false },
    rowActions: { control: false },
    empty: { control: false },
  },
  render: (args) => <ManagedTable {...args} />,
} satisfies Meta<typeof DataTable<Account>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const table = canvas.getByRole("table", { name: "Accounts" });
    const nameHeader = within(table).getByRole("columnheader", { name: "Name" });
    await userEvent.click(within(nameHeader).getByRole("button", { name: "Name" }));
    await expect(args.onSortChange).toHaveBeenCalledWith({
      columnId: "name",
      direction: "ascending",
    });
    await expect(nameHeader).toHaveAttribute("aria-sort", "ascending");
    await expect(within(table).getAllByRole("rowheader")[0]).toHaveTextContent("Chennai Motors");

    await userEvent.click(canvas.getByRole("checkbox", { name: "Select UrbanNest Realty" }));
    const selectAll = canvas.getByRole("checkbox", { name: "Select all rows on this page" });
    await expect(selectAll).toHaveProperty("indeterminate", true);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(["a2"]);
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: {
    rows: [],
    empty: (
      <EmptyState
        icon={<Inbox size={24} />}
        title="No accounts match"
        description="Try another search or clear the filters."
      />
    ),
  },
};

function TableWithBulkActions(args: DataTableProps<Account>) {
  const [selectedIds, setSelectedIds] = useState<string[]>(["a1", "a3"]);
  return (
    <Stack space="small">
      <BulkActionBar count={selectedIds.length} onClear={() => setSelectedIds([])}>
        <Button size="small" variant="secondary">
          Suspend
        </Button>
        <Button size="small" variant="destructive" iconStart={<Trash2 size={16} />}>
          Delete
        </Button>
      </BulkActionBar>
      <DataTable {...args} selectedIds={selectedIds} onSelectionChange={setSelectedIds} />
      <Pagination
        hasPrevious
        hasNext
        onPrevious={fn()}
        onNext={fn()}
        range={{ from: 21, to: 24, total: 1234 }}
        pageSize={20}
        onPageSizeChange={fn()}
      />
    </Stack>
  );
}

/** Selection drives a bulk action bar; pagination sits under the table. */
export const WithBulkActions: Story = {
  render: (args) => <TableWithBulkActions {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Bulk actions" })).toHaveTextContent(
      "2 selected",
    );
    await userEvent.click(canvas.getByRole("checkbox", { name: "Select all rows on this page" }));
    await expect(canvas.getByRole("region", { name: "Bulk actions" })).toHaveTextContent(
      "4 selected",
    );
  },
};

import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { DataTable, type DataTableColumn, type DataTableProps } from "./DataTable";

interface Person {
  id: string;
  name: string;
  city: string;
}

const people: Person[] = [
  { id: "1", name: "Priya", city: "Pune" },
  { id: "2", name: "Rahul", city: "Delhi" },
  { id: "3", name: "Ananya", city: "Kolkata" },
];

const columns: DataTableColumn<Person>[] = [
  { id: "name", header: "Name", cell: (row) => row.name, sortable: true, isRowHeader: true },
  {
    id: "city",
    header: "City",
    cell: (row) => row.city,
    sortable: true,
    firstSortDirection: "descending",
    hideBelow: "tablet",
  },
];

function renderTable(props: Partial<DataTableProps<Person>> = {}) {
  return render(
    <DataTable
      caption="People"
      columns={columns}
      rows={people}
      getRowId={(row) => row.id}
      getRowLabel={(row) => row.name}
      {...props}
    />,
  );
}

/** Holds the selection like a page does, reporting each change. */
function SelectableTable({
  onChange,
  initial = [],
}: {
  onChange: (ids: string[]) => void;
  initial?: string[];
}) {
  const [selectedIds, setSelectedIds] = useState(initial);
  return (
    <DataTable
      caption="People"
      columns={columns}
      rows={people}
      getRowId={(row) => row.id}
      getRowLabel={(row) => row.name}
      selectedIds={selectedIds}
      onSelectionChange={(ids) => {
        onChange(ids);
        setSelectedIds(ids);
      }}
    />
  );
}

describe("DataTable", () => {
  beforeEach(async () => {
    await page.viewport(1280, 800);
  });

  it("asks for the next sort when a sortable header is pressed", async () => {
    const onSortChange = vi.fn();
    await renderTable({ sort: { columnId: "name", direction: "ascending" }, onSortChange });
    const nameHeader = page.getByRole("columnheader", { name: "Name" });
    await expect.element(nameHeader).toHaveAttribute("aria-sort", "ascending");
    await expect
      .element(page.getByRole("columnheader", { name: "City" }))
      .not.toHaveAttribute("aria-sort");

    await userEvent.click(page.getByRole("button", { name: "Name" }));
    expect(onSortChange).toHaveBeenLastCalledWith({ columnId: "name", direction: "descending" });

    await userEvent.click(page.getByRole("button", { name: "City" }));
    expect(onSortChange).toHaveBeenLastCalledWith({ columnId: "city", direction: "descending" });
  });

  it("names each row by its row header", async () => {
    await renderTable();
    await expect.element(page.getByRole("rowheader", { name: "Rahul" })).toBeInTheDocument();
    await expect.element(page.getByRole("cell", { name: "Delhi" })).toBeInTheDocument();
  });

  it("selects rows and the whole page, with a mixed state in between", async () => {
    const onChange = vi.fn();
    await render(<SelectableTable onChange={onChange} initial={["elsewhere"]} />);
    const selectAll = page.getByRole("checkbox", { name: "Select all rows on this page" });

    await userEvent.click(page.getByRole("checkbox", { name: "Select Rahul" }));
    expect(onChange).toHaveBeenLastCalledWith(["elsewhere", "2"]);
    expect(selectAll.element()).toHaveProperty("indeterminate", true);
    await expect.element(selectAll).not.toBeChecked();

    await userEvent.click(selectAll);
    expect(onChange).toHaveBeenLastCalledWith(["elsewhere", "2", "1", "3"]);
    await expect.element(selectAll).toBeChecked();
    expect(selectAll.element()).toHaveProperty("indeterminate", false);

    // Deselecting the page keeps what was selected on other pages.
    await userEvent.click(selectAll);
    expect(onChange).toHaveBeenLastCalledWith(["elsewhere"]);
    await expect.element(page.getByRole("checkbox", { name: "Select Priya" })).not.toBeChecked();
  });

  it("selects with the keyboard", async () => {
    const onChange = vi.fn();
    await render(<SelectableTable onChange={onChange} />);
    await userEvent.tab();
    await expect
      .element(page.getByRole("checkbox", { name: "Select all rows on this page" }))
      .toHaveFocus();
    await userEvent.keyboard(" ");
    expect(onChange).toHaveBeenLastCalledWith(["1", "2", "3"]);
  });

  it("shows placeholder rows while loading and announces it once", async () => {
    await renderTable({ loading: true, loadingLabel: "Loading people" });
    await expect.element(page.getByRole("status")).toHaveTextContent("Loading people");
    await expect.element(page.getByRole("table")).toHaveAttribute("aria-busy", "true");
    expect(page.getByRole("rowheader").all()).toHaveLength(0);
  });

  it("shows the empty content when there are no rows", async () => {
    await renderTable({ rows: [], empty: "Nobody here yet" });
    await expect.element(page.getByRole("cell", { name: "Nobody here yet" })).toBeInTheDocument();
  });

  it("renders row actions in a named column", async () => {
    await renderTable({ rowActions: (row) => <button>Edit {row.name}</button> });
    await expect.element(page.getByRole("columnheader", { name: "Actions" })).toBeInTheDocument();
    await expect.element(page.getByRole("button", { name: "Edit Ananya" })).toBeInTheDocument();
  });

  it("fits a phone: drops columns and scrolls sideways with the keyboard", async () => {
    await page.viewport(375, 800);
    const wide: DataTableColumn<Person> = {
      id: "notes",
      header: "Notes",
      cell: () => (
        <span style={{ whiteSpace: "nowrap" }}>A note too long for a phone, kept on one line</span>
      ),
    };
    await renderTable({ columns: [...columns, wide] });
    const region = page.getByRole("region", { name: "People" });
    await expect.element(region).toHaveAttribute("tabindex", "0");
    expect(page.getByRole("columnheader", { name: "City" }).all()).toHaveLength(0);

    await page.viewport(1280, 800);
    await expect.element(page.getByRole("columnheader", { name: "City" })).toBeVisible();
  });

  it("scrolls inside its box on a phone: hidden header text does not widen the page", async () => {
    await page.viewport(375, 800);
    const wide: DataTableColumn<Person> = {
      id: "notes",
      header: "Notes",
      cell: () => (
        <span style={{ whiteSpace: "nowrap" }}>A note too long for a phone, kept on one line</span>
      ),
    };
    await renderTable({ columns: [...columns, wide], rowActions: () => <button>Edit</button> });
    await expect.element(page.getByRole("region", { name: "People" })).toBeVisible();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    await page.viewport(1280, 800);
  });
});

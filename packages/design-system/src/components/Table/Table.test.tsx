import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from "./Table";

describe("Table", () => {
  it("is a captioned table with column headers", async () => {
    await render(
      <Table caption="Customers">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Name</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableRow>
            <TableCell>Spice Route</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    const table = page.getByRole("table", { name: "Customers" });
    await expect.element(table.getByRole("columnheader", { name: "Name" })).toBeInTheDocument();
    await expect.element(table.getByRole("cell", { name: "Spice Route" })).toBeInTheDocument();
  });
});

import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { List, ListRow } from "./List";

describe("List", () => {
  it("renders named rows with their title, badges, meta and actions", async () => {
    await render(
      <List aria-label="Customers">
        <ListRow
          title="Spice Route"
          badges={<span>active</span>}
          description="+91 98765 43210"
          meta={<span>pro</span>}
          actions={<button>Edit</button>}
        />
      </List>,
    );
    const list = page.getByRole("list", { name: "Customers" });
    const row = list.getByRole("listitem");
    await expect.element(row.getByRole("heading", { name: "Spice Route" })).toBeInTheDocument();
    await expect.element(row.getByText("+91 98765 43210")).toBeInTheDocument();
    await expect.element(row.getByText("active")).toBeInTheDocument();
    await expect.element(row.getByRole("button", { name: "Edit" })).toBeInTheDocument();
  });
});

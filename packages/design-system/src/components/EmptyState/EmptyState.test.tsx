import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { EmptyState } from "./EmptyState";

describe("EmptyState", () => {
  it("shows the title, guidance and the action", async () => {
    await render(
      <EmptyState
        title="No API configurations yet."
        description='Click "Add API Config" to get started.'
        action={<button>Add API Config</button>}
      />,
    );
    await expect
      .element(page.getByRole("heading", { name: "No API configurations yet." }))
      .toBeInTheDocument();
    await expect
      .element(page.getByText('Click "Add API Config" to get started.'))
      .toBeInTheDocument();
    await expect.element(page.getByRole("button", { name: "Add API Config" })).toBeInTheDocument();
  });
});

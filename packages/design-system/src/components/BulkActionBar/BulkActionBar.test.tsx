import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { BulkActionBar } from "./BulkActionBar";

function Selection({ onClear }: { onClear: () => void }) {
  const [count, setCount] = useState(0);
  return (
    <>
      <button onClick={() => setCount(count + 1)}>Select one more</button>
      <BulkActionBar
        count={count}
        onClear={() => {
          onClear();
          setCount(0);
        }}
      >
        <button>Archive</button>
      </BulkActionBar>
    </>
  );
}

describe("BulkActionBar", () => {
  it("appears with the selection, announces its size and clears it", async () => {
    const onClear = vi.fn();
    await render(<Selection onClear={onClear} />);
    const status = page.getByRole("status");
    await expect.element(status).toHaveTextContent("");
    expect(page.getByRole("region", { name: "Bulk actions" }).all()).toHaveLength(0);

    await userEvent.click(page.getByRole("button", { name: "Select one more" }));
    await userEvent.click(page.getByRole("button", { name: "Select one more" }));
    await expect.element(status).toHaveTextContent("2 selected");
    const bar = page.getByRole("region", { name: "Bulk actions" });
    await expect.element(bar.getByRole("button", { name: "Archive" })).toBeInTheDocument();

    await userEvent.click(bar.getByRole("button", { name: "Clear selection" }));
    expect(onClear).toHaveBeenCalledOnce();
    await expect.element(status).toHaveTextContent("");
    expect(page.getByRole("region", { name: "Bulk actions" }).all()).toHaveLength(0);
  });

  it("sticks to the bottom on a phone and sits in the flow on wider screens", async () => {
    await page.viewport(375, 700);
    await render(
      <BulkActionBar count={3} onClear={() => undefined} formatCount={(n) => `${n} chosen`}>
        <button>Archive</button>
      </BulkActionBar>,
    );
    const bar = page.getByRole("region", { name: "Bulk actions" });
    await expect.element(bar).toHaveTextContent("3 chosen");
    expect(getComputedStyle(bar.element()).position).toBe("sticky");
    await page.viewport(1280, 800);
    expect(getComputedStyle(bar.element()).position).toBe("static");
  });
});

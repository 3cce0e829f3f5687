import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { formatPaginationRange, Pagination } from "./Pagination";

describe("formatPaginationRange", () => {
  it("groups digits and leaves out an unknown total", () => {
    expect(formatPaginationRange({ from: 21, to: 40, total: 1234 })).toBe("21–40 of 1,234");
    expect(formatPaginationRange({ from: 1001, to: 1020 })).toBe("1,001–1,020");
  });
});

/** Three pages of ten, like a cursor-paginated list. */
function ThreePages({ onNext }: { onNext: () => void }) {
  const [pageIndex, setPageIndex] = useState(0);
  return (
    <Pagination
      hasPrevious={pageIndex > 0}
      hasNext={pageIndex < 2}
      onPrevious={() => setPageIndex(pageIndex - 1)}
      onNext={() => {
        onNext();
        setPageIndex(pageIndex + 1);
      }}
      range={{ from: pageIndex * 10 + 1, to: pageIndex * 10 + 10, total: 30 }}
    />
  );
}

describe("Pagination", () => {
  it("is a named navigation landmark that announces the range", async () => {
    await render(
      <Pagination
        label="Enquiry pages"
        hasPrevious={false}
        hasNext
        onPrevious={() => undefined}
        onNext={() => undefined}
        range={{ from: 1, to: 20, total: 45 }}
      />,
    );
    const nav = page.getByRole("navigation", { name: "Enquiry pages" });
    await expect.element(nav.getByRole("status")).toHaveTextContent("1–20 of 45");
  });

  it("keeps focus on Next when it reaches the last page", async () => {
    const onNext = vi.fn();
    await render(<ThreePages onNext={onNext} />);
    const next = page.getByRole("button", { name: "Next" });
    await userEvent.click(next);
    await userEvent.click(next);
    await expect.element(page.getByRole("status")).toHaveTextContent("21–30 of 30");
    await expect.element(next).toHaveAttribute("aria-disabled", "true");
    await expect.element(next).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(onNext).toHaveBeenCalledTimes(2);
    await expect
      .element(page.getByRole("button", { name: "Previous" }))
      .not.toHaveAttribute("aria-disabled");
  });

  it("offers page sizes and blocks both buttons while disabled", async () => {
    const onPageSizeChange = vi.fn();
    const onNext = vi.fn();
    await render(
      <Pagination
        hasPrevious
        hasNext
        disabled
        onPrevious={() => undefined}
        onNext={onNext}
        pageSize={20}
        pageSizeOptions={[20, 40]}
        onPageSizeChange={onPageSizeChange}
      />,
    );
    await userEvent.selectOptions(page.getByRole("combobox", { name: "Rows per page" }), "40");
    expect(onPageSizeChange).toHaveBeenCalledWith(40);
    // Forced: Playwright itself refuses to click an aria-disabled button; a person can still try.
    await userEvent.click(page.getByRole("button", { name: "Next" }), { force: true });
    expect(onNext).not.toHaveBeenCalled();
  });
});

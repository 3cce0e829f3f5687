import { useRef, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { SearchField } from "./SearchField";

describe("SearchField", () => {
  it("searches once typing pauses, and at once on Enter", async () => {
    const onSearch = vi.fn();
    await render(<SearchField label="Search people" onSearch={onSearch} debounceMs={400} />);
    const field = page.getByRole("searchbox", { name: "Search people" });
    await userEvent.type(field, "priya");
    expect(onSearch).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch).toHaveBeenLastCalledWith("priya");

    await userEvent.type(field, " s");
    await userEvent.keyboard("{Enter}");
    expect(onSearch).toHaveBeenCalledTimes(2);
    expect(onSearch).toHaveBeenLastCalledWith("priya s");
    // The pending debounced call was cancelled by Enter.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it("clears with the button (keeping focus) and with Escape", async () => {
    const onSearch = vi.fn();
    await render(<SearchField label="Search" defaultValue="rahul" onSearch={onSearch} />);
    const field = page.getByRole("searchbox", { name: "Search" });
    await userEvent.click(page.getByRole("button", { name: "Clear search" }));
    await expect.element(field).toHaveValue("");
    await expect.element(field).toHaveFocus();
    expect(onSearch).toHaveBeenLastCalledWith("");
    expect(page.getByRole("button", { name: "Clear search" }).all()).toHaveLength(0);

    await userEvent.type(field, "x");
    await userEvent.keyboard("{Escape}");
    await expect.element(field).toHaveValue("");
    expect(onSearch).toHaveBeenLastCalledWith("");
  });

  it("works controlled and lets the app focus it from a shortcut", async () => {
    const onValueChange = vi.fn();
    function Page() {
      const [value, setValue] = useState("");
      const ref = useRef<HTMLInputElement>(null);
      return (
        <div
          onKeyDown={(event) => {
            if (event.key === "/" && event.target === event.currentTarget) {
              event.preventDefault();
              ref.current?.focus();
            }
          }}
          tabIndex={-1}
          data-testid="page"
        >
          <SearchField
            ref={ref}
            label="Search"
            hideLabel
            shortcut="/"
            value={value}
            onValueChange={(next) => {
              onValueChange(next);
              setValue(next.toUpperCase());
            }}
          />
        </div>
      );
    }
    await render(<Page />);
    const field = page.getByRole("searchbox", { name: "Search" });
    await expect.element(field).toHaveAttribute("aria-keyshortcuts", "/");
    (page.getByTestId("page").element() as HTMLElement).focus();
    await userEvent.keyboard("/");
    await expect.element(field).toHaveFocus();
    await userEvent.keyboard("ab");
    expect(onValueChange).toHaveBeenLastCalledWith("Ab");
    await expect.element(field).toHaveValue("AB");
  });
});

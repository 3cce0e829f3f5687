import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Combobox, type ComboboxItem } from "./Combobox";

const cities: ComboboxItem[] = [
  { id: "pune", label: "Pune" },
  { id: "delhi", label: "Delhi" },
  { id: "dharwad", label: "Dharwad", disabled: true },
  { id: "kolkata", label: "Kolkata" },
];

/** A picker that filters locally, the way an app would wire it. */
function CityPicker({
  onSelect = () => undefined,
  items = cities,
  loading = false,
}: {
  onSelect?: (item: ComboboxItem) => void;
  items?: ComboboxItem[];
  loading?: boolean;
}) {
  const [text, setText] = useState("");
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const matches = items.filter((item) => item.label.toLowerCase().includes(text.toLowerCase()));
  return (
    <Combobox
      label="City"
      items={matches}
      inputValue={text}
      onInputChange={setText}
      selectedId={selectedId}
      loading={loading}
      onSelect={(item) => {
        onSelect(item);
        setSelectedId(item.id);
        setText(item.label);
      }}
    />
  );
}

const combobox = () => page.getByRole("combobox", { name: "City" });
const activeOption = () => {
  const id = combobox().element().getAttribute("aria-activedescendant");
  return id ? document.getElementById(id)?.textContent : null;
};

describe("Combobox", () => {
  it("moves through options with the arrow keys, Home and End, skipping disabled ones", async () => {
    await render(<CityPicker />);
    await userEvent.click(combobox());
    await expect.element(combobox()).toHaveAttribute("aria-expanded", "true");
    await expect.element(page.getByRole("listbox", { name: "City" })).toBeVisible();
    expect(activeOption()).toBeNull();

    await userEvent.keyboard("{ArrowDown}");
    expect(activeOption()).toBe("Pune");
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    expect(activeOption()).toBe("Kolkata");
    await userEvent.keyboard("{ArrowDown}");
    expect(activeOption()).toBe("Pune");
    await userEvent.keyboard("{ArrowUp}");
    expect(activeOption()).toBe("Kolkata");
    await userEvent.keyboard("{Home}");
    expect(activeOption()).toBe("Pune");
    await userEvent.keyboard("{End}");
    expect(activeOption()).toBe("Kolkata");
    await expect
      .element(page.getByRole("option", { name: "Kolkata" }))
      .toHaveAttribute("aria-selected", "true");
  });

  it("picks the active option with Enter and closes", async () => {
    const onSelect = vi.fn();
    await render(<CityPicker onSelect={onSelect} />);
    await userEvent.type(combobox(), "del");
    await userEvent.keyboard("{ArrowDown}{Enter}");
    expect(onSelect).toHaveBeenCalledWith(cities[1]);
    await expect.element(combobox()).toHaveValue("Delhi");
    await expect.element(combobox()).toHaveAttribute("aria-expanded", "false");
    await expect.element(combobox()).not.toHaveAttribute("aria-activedescendant");
  });

  it("picks with a click and keeps focus in the field", async () => {
    const onSelect = vi.fn();
    await render(<CityPicker onSelect={onSelect} />);
    await userEvent.click(combobox());
    // Forced: Playwright itself refuses to click an aria-disabled option; a person can still try.
    await userEvent.click(page.getByRole("option", { name: "Dharwad" }), { force: true });
    expect(onSelect).not.toHaveBeenCalled();
    await userEvent.click(page.getByRole("option", { name: "Pune" }));
    expect(onSelect).toHaveBeenCalledWith(cities[0]);
    await expect.element(combobox()).toHaveFocus();
  });

  it("announces how many results there are, or none, or loading", async () => {
    const { rerender } = await render(<CityPicker />);
    await userEvent.type(combobox(), "d");
    await expect.element(page.getByRole("status")).toHaveTextContent("2 results");
    await userEvent.type(combobox(), "x");
    await expect.element(page.getByRole("status")).toHaveTextContent("No results");
    await expect.element(page.getByText("No results", { exact: true }).first()).toBeVisible();
    await expect.element(combobox()).toHaveAttribute("aria-expanded", "false");
    await rerender(<CityPicker loading />);
    await expect.element(page.getByRole("status")).toHaveTextContent("Loading…");
  });

  it("closes with Escape, then clears with a second Escape", async () => {
    await render(<CityPicker />);
    await userEvent.type(combobox(), "pu");
    await expect.element(combobox()).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard("{Escape}");
    await expect.element(combobox()).toHaveAttribute("aria-expanded", "false");
    await expect.element(combobox()).toHaveValue("pu");
    await userEvent.keyboard("{Escape}");
    await expect.element(combobox()).toHaveValue("");
  });

  it("closes when focus or a click goes elsewhere", async () => {
    await render(
      <>
        <button>Elsewhere</button>
        <CityPicker />
      </>,
    );
    await userEvent.click(combobox());
    await userEvent.keyboard("{ArrowDown}");
    await userEvent.tab({ shift: true });
    await expect.element(page.getByRole("button", { name: "Elsewhere" })).toHaveFocus();
    await expect.element(combobox()).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(combobox());
    await expect.element(combobox()).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(page.getByRole("button", { name: "Elsewhere" }));
    await expect.element(combobox()).toHaveAttribute("aria-expanded", "false");
  });

  it("lists grouped results under their group names", async () => {
    await render(
      <Combobox
        label="Search"
        items={[
          { id: "p1", label: "Priya Sharma", description: "priya@example.com", group: "People" },
          { id: "c1", label: "Pune office", group: "Places" },
          { id: "p2", label: "Prakash Rao", group: "People" },
        ]}
        inputValue="pr"
        onInputChange={() => undefined}
        onSelect={() => undefined}
      />,
    );
    await userEvent.click(page.getByRole("combobox", { name: "Search" }));
    const people = page.getByRole("group", { name: "People" });
    await expect.element(people.getByRole("option", { name: /Prakash Rao/ })).toBeInTheDocument();
    await expect
      .element(page.getByRole("group", { name: "Places" }).getByRole("option"))
      .toHaveTextContent("Pune office");
    // Arrow keys follow the grouped order, not the order the items came in.
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    const id = page.getByRole("combobox").element().getAttribute("aria-activedescendant");
    expect(document.getElementById(id ?? "")?.textContent).toBe("Prakash Rao");
  });

  it("can list its options in the flow below the field", async () => {
    await render(
      <div>
        <Combobox
          label="Search"
          listPlacement="inline"
          items={[{ id: "p1", label: "Priya Sharma" }]}
          inputValue="pr"
          onInputChange={() => undefined}
          onSelect={() => undefined}
        />
        <p>After the field</p>
      </div>,
    );
    await userEvent.click(page.getByRole("combobox", { name: "Search" }));
    const listbox = page.getByRole("listbox", { name: "Search" }).element();
    const after = page.getByText("After the field").element();
    // In the flow, the text after the field moves down below the options instead of under them.
    expect(after.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      listbox.getBoundingClientRect().bottom,
    );
  });
});

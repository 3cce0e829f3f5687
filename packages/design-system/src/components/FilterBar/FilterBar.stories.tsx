import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { FilterBar, type FilterBarProps } from "./FilterBar";
import { SearchField } from "../SearchField/SearchField";
import { Select } from "../Select/Select";

function Filters(args: FilterBarProps & { initialStatus?: string }) {
  const [query, setQuery] = useState("");
  const [status, setStatus] = useState(args.initialStatus ?? "");
  return (
    <FilterBar
      {...args}
      activeCount={[query, status].filter(Boolean).length}
      onClear={() => {
        args.onClear();
        setQuery("");
        setStatus("");
      }}
    >
      <SearchField label="Search" value={query} onValueChange={setQuery} />
      <Select
        label="Status"
        placeholder="Any status"
        options={[
          { value: "unread", label: "Unread" },
          { value: "replied", label: "Replied" },
        ]}
        value={status}
        onChange={(event) => setStatus(event.target.value)}
      />
    </FilterBar>
  );
}

const meta = {
  title: "Forms/FilterBar",
  component: FilterBar,
  tags: ["autodocs"],
  args: { activeCount: 0, onClear: fn(), children: null },
  argTypes: { children: { control: false }, activeCount: { control: false } },
  render: (args) => <Filters {...args} />,
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** One filter set: the count shows and Clear filters resets it. */
export const ActiveFilters: Story = {
  render: (args) => <Filters {...args} initialStatus="unread" />,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("1 filter active");
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search" }), "Priya");
    await expect(canvas.getByRole("status")).toHaveTextContent("2 filters active");
    await userEvent.click(canvas.getByRole("button", { name: "Clear filters" }));
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(canvas.getByRole("searchbox", { name: "Search" })).toHaveFocus();
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Status" }), "unread");
  },
};

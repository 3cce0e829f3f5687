import { Search } from "lucide-react";
import { useState } from "react";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Combobox, type ComboboxItem, type ComboboxProps } from "./Combobox";

const accounts: ComboboxItem[] = [
  { id: "a1", label: "Spice Route Restaurant", description: "+91 98765 43210" },
  { id: "a2", label: "UrbanNest Realty", description: "+91 91234 56789" },
  { id: "a3", label: "Kolkata Glow Studio", description: "+91 99887 76655" },
  { id: "a4", label: "Chennai Motors", description: "+91 90000 11122", disabled: true },
];

const searchResults: ComboboxItem[] = [
  {
    id: "b1",
    label: "Priya Sharma",
    description: "Pricing for 5 lakh messages",
    group: "Enquiries",
  },
  { id: "a1", label: "Spice Route Restaurant", description: "Pro plan", group: "Accounts" },
  { id: "b2", label: "Prakash Rao", description: "Webhook retries", group: "Enquiries" },
  { id: "s1", label: "Pricing", description: "Settings", group: "Pages" },
];

/** Filters locally and shows the pick in the field, as a page would. */
function Picker(args: ComboboxProps<ComboboxItem>) {
  const [text, setText] = useState(args.inputValue);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const matches = args.items.filter((item) =>
    item.label.toLowerCase().includes(text.toLowerCase()),
  );
  return (
    <div style={{ maxWidth: 360, minHeight: 320 }}>
      <Combobox
        {...args}
        items={matches}
        inputValue={text}
        onInputChange={(value) => {
          args.onInputChange(value);
          setText(value);
        }}
        selectedId={selectedId}
        onSelect={(item) => {
          args.onSelect(item);
          setSelectedId(item.id);
          setText(item.label);
        }}
      />
    </div>
  );
}

const meta = {
  title: "Forms/Combobox",
  component: Combobox,
  tags: ["autodocs"],
  args: {
    label: "Account",
    placeholder: "Type a name",
    items: accounts,
    inputValue: "",
    onInputChange: fn(),
    onSelect: fn(),
  },
  argTypes: { items: { control: false }, icon: { control: false } },
  render: (args) => <Picker {...args} />,
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A picker: type to narrow, arrows to move, Enter to pick. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole("combobox", { name: "Account" });
    await userEvent.type(field, "r");
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("3 results"));
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    await expect(args.onSelect).toHaveBeenCalledWith(accounts[1]);
    await expect(field).toHaveValue("UrbanNest Realty");
    await expect(field).toHaveAttribute("aria-expanded", "false");
  },
};

/** A search box whose results come in groups, like an app-wide search. */
export const GroupedSearch: Story = {
  args: {
    label: "Search",
    hideLabel: true,
    placeholder: "Search everything",
    icon: <Search size={18} />,
    items: searchResults,
    inputValue: "pr",
  },
  play: async ({ canvas }) => {
    const field = canvas.getByRole("combobox", { name: "Search" });
    await userEvent.click(field);
    await expect(canvas.getByRole("group", { name: "Enquiries" })).toBeVisible();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(canvas.getByRole("option", { name: /Prakash Rao/ })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  },
};

export const Loading: Story = {
  args: { loading: true, inputValue: "Spice" },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "Account" }));
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading…");
  },
};

/** Results in the flow below the field, as in a search dialog that must not clip them. */
export const InlineResults: Story = {
  args: { ...GroupedSearch.args, listPlacement: "inline" },
  play: async ({ canvas }) => {
    const field = canvas.getByRole("combobox", { name: "Search" });
    await userEvent.click(field);
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("option", { name: /Priya Sharma/ })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(canvas.getByRole("listbox", { name: "Search" })).toBeVisible();
  },
};

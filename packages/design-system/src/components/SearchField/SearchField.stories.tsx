import { expect, fn, userEvent, waitFor } from "storybook/test";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { SearchField } from "./SearchField";

const meta = {
  title: "Forms/SearchField",
  component: SearchField,
  tags: ["autodocs"],
  args: {
    label: "Search enquiries",
    placeholder: "Name, email or subject",
    onSearch: fn(),
    debounceMs: 300,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole("searchbox", { name: "Search enquiries" });
    await userEvent.type(field, "pricing");
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith("pricing"));
    await userEvent.click(canvas.getByRole("button", { name: "Clear search" }));
    await expect(field).toHaveValue("");
    await expect(args.onSearch).toHaveBeenLastCalledWith("");
  },
};

/** In a toolbar: the label is for screen readers and a key cap says how to get there. */
export const WithShortcut: Story = {
  args: { hideLabel: true, shortcut: "/", placeholder: "Search" },
};

export const WithValue: Story = { args: { defaultValue: "Spice Route" } };

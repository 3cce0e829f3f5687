import { expect, fn, userEvent } from "storybook/test";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Pagination } from "./Pagination";

const meta = {
  title: "Navigation/Pagination",
  component: Pagination,
  tags: ["autodocs"],
  args: {
    hasPrevious: true,
    hasNext: true,
    onPrevious: fn(),
    onNext: fn(),
    range: { from: 21, to: 40, total: 1234 },
    pageSize: 20,
    onPageSizeChange: fn(),
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Pagination" });
    await expect(nav).toHaveTextContent("21–40 of 1,234");
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await expect(args.onNext).toHaveBeenCalledOnce();
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Rows per page" }), "50");
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(50);
  },
};

/** The first page: Previous is unavailable but stays focusable. */
export const FirstPage: Story = {
  args: { hasPrevious: false, range: { from: 1, to: 20, total: 1234 } },
  play: async ({ args, canvas }) => {
    const previous = canvas.getByRole("button", { name: "Previous" });
    await expect(previous).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(previous);
    await expect(args.onPrevious).not.toHaveBeenCalled();
  },
};

/** Cursor pages without a total or a page-size choice. */
export const Minimal: Story = {
  args: { range: undefined, pageSize: undefined, onPageSizeChange: undefined },
};

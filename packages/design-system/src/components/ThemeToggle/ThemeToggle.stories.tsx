import { expect, userEvent, waitFor } from "storybook/test";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { ThemeToggle } from "./ThemeToggle";
import { themeStorageKey } from "../../theme/theme";

const meta = {
  title: "Components/ThemeToggle",
  component: ThemeToggle,
  tags: ["autodocs"],
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const start = globals.theme === "dark" ? "dark" : "light";
    const other = start === "dark" ? "light" : "dark";
    await userEvent.click(canvas.getByRole("button", { name: `Switch to ${other} theme` }));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe(other));
    await expect(localStorage.getItem(themeStorageKey)).toBe(other);
    // Leave the theme as the toolbar set it.
    await userEvent.click(canvas.getByRole("button", { name: `Switch to ${start} theme` }));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe(start));
  },
};

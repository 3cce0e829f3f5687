import { expect, fn, mocked, screen, spyOn, userEvent, waitFor } from "storybook/test";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { CopyButton } from "./CopyButton";

const meta = {
  title: "Components/CopyButton",
  component: CopyButton,
  tags: ["autodocs"],
  args: { value: "https://api.example.com/v1", label: "Copy base URL", onCopied: fn() },
  beforeEach: () => {
    // Headless browsers deny clipboard access; stories exercise the component, not the browser.
    if (!navigator.clipboard) return;
    const spy = spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    return () => spy.mockRestore();
  },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Copy base URL" }));
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: "Copied!" })).toBeInTheDocument(),
    );
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenCalledWith(
      "https://api.example.com/v1",
    );
    await expect(args.onCopied).toHaveBeenCalledWith("https://api.example.com/v1");
    await expect(screen.getByRole("status")).toHaveTextContent("Copied!");
  },
};

export const AuthHeader: Story = {
  args: { value: "Authorization: Bearer YOUR_API_KEY", label: "Copy header", variant: "ghost" },
};

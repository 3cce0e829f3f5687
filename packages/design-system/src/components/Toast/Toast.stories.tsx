import { expect, screen, userEvent, waitFor } from "storybook/test";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Toast, ToastAction } from "./Toast";
import { resetToasts } from "../../providers/toastStore";
import { useToast } from "../../providers/ToastProvider";
import { Button } from "../Button/Button";
import { Inline } from "../Inline/Inline";

function ToastDemo() {
  const { toast } = useToast();
  return (
    <Inline space="small">
      <Button
        onClick={() =>
          toast({
            title: "Message sent successfully!",
            description: "Thank you for your message. We'll get back to you within 24 hours.",
            variant: "success",
          })
        }
      >
        Send message
      </Button>
      <Button
        variant="destructive"
        onClick={() =>
          toast({
            title: "Failed to send message",
            description: "There was an error sending your message. Please try again.",
            variant: "destructive",
          })
        }
      >
        Fail to send
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          toast({
            title: "Status Updated",
            description: "Message status has been updated successfully.",
          })
        }
      >
        Update status
      </Button>
    </Inline>
  );
}

const meta = {
  title: "Feedback/Toast",
  component: Toast,
  tags: ["autodocs"],
  beforeEach: () => {
    resetToasts();
    return () => resetToasts();
  },
  render: () => <ToastDemo />,
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Send message" }));
    await expect(await screen.findByText("Message sent successfully!")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Close notification" }));
    await waitFor(() =>
      expect(screen.queryByText("Message sent successfully!")).not.toBeInTheDocument(),
    );
  },
};

export const OneAtATime: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Send message" }));
    await screen.findByText("Message sent successfully!");
    await userEvent.click(canvas.getByRole("button", { name: "Fail to send" }));
    await expect(await screen.findByText("Failed to send message")).toBeVisible();
    await expect(screen.queryByText("Message sent successfully!")).not.toBeInTheDocument();
  },
};

export const ViewportHotkey: Story = {
  name: "F8 focuses the notifications",
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Update status" }));
    await screen.findByText("Status Updated");
    await userEvent.keyboard("[F8]");
    const region = screen.getByRole("region", { name: "Notifications (F8)" });
    await waitFor(() => expect(region.contains(document.activeElement)).toBe(true));
  },
};

export const Variants: Story = {
  render: () => (
    <>
      <Toast
        open
        duration={Infinity}
        title="Status Updated"
        description="Message status has been updated successfully."
      />
      <Toast
        open
        duration={Infinity}
        variant="success"
        title="Settings Updated"
        description="Platform settings have been updated successfully."
      />
      <Toast
        open
        duration={Infinity}
        variant="destructive"
        title="Update Failed"
        description="Failed to update settings. Please try again."
        action={<ToastAction altText="Try saving the settings again">Retry</ToastAction>}
      />
    </>
  ),
  parameters: { docs: { story: { inline: false, iframeHeight: 360 } } },
};

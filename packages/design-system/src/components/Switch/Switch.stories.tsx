import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Switch } from "./Switch";
import { Stack } from "../Stack/Stack";

const meta = {
  title: "Forms/Switch",
  component: Switch,
  tags: ["autodocs"],
  args: {
    label: "Maintenance Mode",
    description: "Temporarily disable platform access for maintenance",
    onCheckedChange: fn(),
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const control = canvas.getByRole("switch", { name: "Maintenance Mode" });
    await expect(control).toHaveAccessibleDescription(
      "Temporarily disable platform access for maintenance",
    );
    await expect(control).not.toBeChecked();
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByText("Maintenance Mode"));
    await expect(control).not.toBeChecked();
  },
};

export const Checked: Story = {
  args: {
    label: "New User Signup",
    description: "Allow new users to create accounts",
    defaultChecked: true,
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("switch"), { pointerEventsCheck: 0 });
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

function SettingsPanel() {
  const [maintenance, setMaintenance] = useState(false);
  const [signup, setSignup] = useState(true);
  return (
    <Stack space="large">
      <Switch
        label="Maintenance Mode"
        description="Temporarily disable platform access for maintenance"
        checked={maintenance}
        onCheckedChange={setMaintenance}
      />
      <Switch
        label="New User Signup"
        description="Allow new users to create accounts"
        checked={signup}
        onCheckedChange={setSignup}
      />
    </Stack>
  );
}

export const SecuritySettings: Story = { render: () => <SettingsPanel /> };

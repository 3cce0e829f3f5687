import { Bell } from "lucide-react";
import { useState } from "react";
import { expect, userEvent } from "storybook/test";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { AppShell } from "./AppShell";
import { exampleNavItems } from "../../storybook/exampleNav";
import { exampleStats } from "../../storybook/exampleStats";
import { Badge } from "../Badge/Badge";
import { Grid } from "../Grid/Grid";
import { IconButton } from "../IconButton/IconButton";
import { Sidebar } from "../Sidebar/Sidebar";
import { StatCard } from "../StatCard/StatCard";
import { Text } from "../Text/Text";
import { ThemeToggle } from "../ThemeToggle/ThemeToggle";
import { TopBar } from "../TopBar/TopBar";

function ExampleLayout() {
  const [isNavOpen, setNavOpen] = useState(false);
  return (
    <AppShell
      sidebar={
        <Sidebar
          items={exampleNavItems}
          open={isNavOpen}
          onOpenChange={setNavOpen}
          header={
            <Text weight="bold" tone="brand" as="span">
              Acme
            </Text>
          }
        />
      }
      topBar={
        <TopBar
          title="Overview"
          badge={
            <Badge tone="brand" variant="solid">
              Premium
            </Badge>
          }
          onMenuClick={() => setNavOpen(true)}
          menuExpanded={isNavOpen}
          actions={
            <>
              <IconButton label="Notifications" icon={<Bell size={20} />} />
              <ThemeToggle />
            </>
          }
        />
      }
    >
      <Grid columns={{ mobile: 1, tablet: 2, wide: 4 }} space="medium">
        {exampleStats.map((stat) => (
          <StatCard key={stat.title} titleAs="h2" {...stat} />
        ))}
      </Grid>
    </AppShell>
  );
}

const meta = {
  title: "Layout/AppShell",
  component: AppShell,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  render: () => <ExampleLayout />,
  args: { sidebar: null, topBar: null, children: null },
  argTypes: {
    sidebar: { control: false },
    topBar: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const skipLink = canvas.getByRole("link", { name: "Skip to main content" });
    await userEvent.tab();
    await expect(skipLink).toHaveFocus();
    await expect(canvas.getByRole("main")).toBeInTheDocument();
  },
};

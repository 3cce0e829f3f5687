import type { Meta, StoryObj } from "@storybook/react-vite";
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from "./Table";
import { Badge } from "../Badge/Badge";

const rows = [
  { name: "Spice Route Restaurant", number: "+91 98765 43210", status: "active", plan: "pro" },
  { name: "UrbanNest Realty", number: "+91 91234 56789", status: "active", plan: "basic" },
  { name: "Kolkata Glow Studio", number: "+91 99887 76655", status: "suspended", plan: "free" },
];

const meta = {
  title: "Data display/Table",
  component: Table,
  tags: ["autodocs"],
  args: { caption: "Customers" },
  render: (args) => (
    <Table {...args}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Name</TableHeaderCell>
          <TableHeaderCell>Phone number</TableHeaderCell>
          <TableHeaderCell>Status</TableHeaderCell>
          <TableHeaderCell>Plan</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.number}>
            <TableCell>{row.name}</TableCell>
            <TableCell>{row.number}</TableCell>
            <TableCell>
              <Badge tone={row.status === "active" ? "positive" : "neutral"}>{row.status}</Badge>
            </TableCell>
            <TableCell>
              <Badge variant="outline">{row.plan}</Badge>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  ),
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutCaption: Story = { args: { caption: undefined, "aria-label": "Customers" } };

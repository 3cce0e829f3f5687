import { CheckCircle2, FolderKanban, MessageSquare, Users } from "lucide-react";
import { type StatCardProps } from "../components/StatCard/StatCard";

/** Four key figures of an example dashboard, for stories. */
export const exampleStats: Array<StatCardProps & { title: string }> = [
  {
    title: "Total Customers",
    value: "1,284",
    trend: "+12%",
    description: "from last month",
    icon: <Users size={20} />,
  },
  {
    title: "Active Projects",
    value: "342",
    trend: "+8%",
    description: "from last month",
    icon: <FolderKanban size={20} />,
  },
  {
    title: "Messages Sent",
    value: "2.4M",
    trend: "+23%",
    description: "from last month",
    icon: <MessageSquare size={20} />,
  },
  {
    title: "Delivery Rate",
    value: "98.5%",
    trend: "+0.3%",
    description: "from last month",
    icon: <CheckCircle2 size={20} />,
  },
];

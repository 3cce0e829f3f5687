import { Building2, CheckCircle2, KeyRound, MessageSquare } from "lucide-react";
import { type StatCardProps } from "../components/StatCard/StatCard";

/** The console dashboard's four figures (spec §2), for stories. */
export const dashboardStats: Array<StatCardProps & { title: string }> = [
  {
    title: "Total Businesses",
    value: "1,284",
    trend: "+12%",
    description: "from last month",
    icon: <Building2 size={20} />,
  },
  {
    title: "API Configurations",
    value: "342",
    trend: "+8%",
    description: "from last month",
    icon: <KeyRound size={20} />,
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

import { Building2, Code2, MapPin, Sheet } from "lucide-react";
import { FacebookIcon, InstagramIcon, WhatsAppIcon, XIcon } from "../components/icons/brand-icons";
import type { Integration } from "./types";

/** The eight integrations on the home page. */
export const integrations: readonly Integration[] = [
  { name: "Google Sheets", icon: Sheet, tone: "positive" },
  { name: "WhatsApp Business", icon: WhatsAppIcon, tone: "positive" },
  { name: "Justdial", icon: MapPin, tone: "caution" },
  { name: "WhatsApp API", icon: Code2, tone: "info" },
  { name: "IndiaMART", icon: Building2, tone: "critical" },
  { name: "Instagram", icon: InstagramIcon, tone: "promote" },
  { name: "Facebook", icon: FacebookIcon, tone: "info" },
  { name: "X", icon: XIcon, tone: "neutral" },
];

import { StatusIndicator } from "../../../components/StatusIndicator";
import { type StatusLine } from "../status-lines";

/** One line of a system status card: its tone's dot and its text. */
export function StatusLineIndicator({ line }: { line: StatusLine }) {
  return <StatusIndicator tone={line.tone}>{line.text}</StatusIndicator>;
}

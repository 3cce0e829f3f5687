import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  IconButton,
} from "@aizapy/design-system";
import { LogOut } from "lucide-react";
import { type ReactNode } from "react";

export interface UserMenuEntry {
  label: string;
  icon: ReactNode;
  onSelect: () => void;
}

export interface UserMenuProps {
  /** The button's name ("Account menu for …"). */
  label: string;
  /** The button's picture (an avatar or an icon). */
  icon: ReactNode;
  /** Who is signed in, one line each, at the top of the menu. */
  identity: readonly ReactNode[];
  /** The person's own pages, before signing out. */
  entries?: readonly UserMenuEntry[];
  /** The last entry, in the critical tone: what ends the session ("Log out"). */
  signOut: Omit<UserMenuEntry, "icon">;
}

/** The signed-in person's menu, at the end of the top bar: who they are, and how to leave. */
export function UserMenu({ label, icon, identity, entries = [], signOut }: UserMenuProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger>
        <IconButton label={label} icon={icon} />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {identity.map((line, index) => (
          <DropdownMenuLabel key={index}>{line}</DropdownMenuLabel>
        ))}
        <DropdownMenuSeparator />
        {entries.length > 0 && (
          <>
            {entries.map((entry) => (
              <DropdownMenuItem key={entry.label} icon={entry.icon} onSelect={entry.onSelect}>
                {entry.label}
              </DropdownMenuItem>
            ))}
            <DropdownMenuSeparator />
          </>
        )}
        <DropdownMenuItem icon={<LogOut size={16} />} tone="critical" onSelect={signOut.onSelect}>
          {signOut.label}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

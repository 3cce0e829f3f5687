import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  IconButton,
} from "@aizapy/design-system";
import { CircleUserRound, LogOut } from "lucide-react";
import { useWorkspaceAccount } from "../api/workspace-account";
import { describeRole } from "../lib/roles";
import { signOut } from "../lib/session";

/** The signed-in member's menu: who they are, their role, and Sign out. */
export function UserMenu() {
  const { account } = useWorkspaceAccount();
  const { fullName, email } = account.user;
  const role = describeRole(account.role);

  return (
    <DropdownMenu>
      <DropdownMenuTrigger>
        <IconButton
          label={`Account menu for ${fullName} (${role})`}
          icon={<CircleUserRound size={22} />}
        />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          {fullName} · {role}
        </DropdownMenuLabel>
        <DropdownMenuLabel>{email}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          icon={<LogOut size={16} />}
          tone="critical"
          onSelect={() => void signOut()}
        >
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

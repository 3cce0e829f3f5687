import { CircleUserRound } from "lucide-react";
import { UserMenu } from "../../shared/components/UserMenu";
import { useWorkspaceAccount } from "../api/workspace-account";
import { describeRole } from "../lib/roles";
import { signOut } from "../lib/session";

/** The signed-in member's menu: who they are, their role, and Sign out. */
export function MemberUserMenu() {
  const { account } = useWorkspaceAccount();
  const { fullName, email } = account.user;
  const role = describeRole(account.role);

  return (
    <UserMenu
      label={`Account menu for ${fullName} (${role})`}
      icon={<CircleUserRound size={22} />}
      identity={[`${fullName} · ${role}`, email]}
      signOut={{ label: "Sign out", onSelect: () => void signOut() }}
    />
  );
}

import { Avatar } from "@aizapy/design-system";
import { useQuery } from "@apollo/client/react";
import { Settings, User } from "lucide-react";
import { useNavigate } from "react-router-dom";
import { UserMenu } from "../../shared/components/UserMenu";
import { CurrentAdminQuery } from "../api/get-current-admin";
import { useLogout } from "../features/auth/api/use-logout";
import { paths } from "../lib/paths";
import { getCachedAdmin } from "../lib/session";

/** The signed-in admin's menu: Profile, Settings and Log out. */
export function AdminUserMenu() {
  const navigate = useNavigate();
  const logout = useLogout();
  const { data } = useQuery(CurrentAdminQuery);
  const username = data?.me.username ?? getCachedAdmin()?.username ?? "Admin";

  return (
    <UserMenu
      label={`Account menu for ${username}`}
      icon={<Avatar name={username} size="small" decorative />}
      identity={[username]}
      entries={[
        {
          label: "Profile",
          icon: <User size={16} />,
          onSelect: () => void navigate(paths.profile),
        },
        {
          label: "Settings",
          icon: <Settings size={16} />,
          onSelect: () => void navigate(paths.settings),
        },
      ]}
      signOut={{ label: "Log out", onSelect: () => void logout() }}
    />
  );
}

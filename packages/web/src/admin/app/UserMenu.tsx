import {
  Avatar,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  IconButton,
} from "@aizapy/design-system";
import { useQuery } from "@apollo/client/react";
import { LogOut, Settings, User } from "lucide-react";
import { useNavigate } from "react-router-dom";
import { CurrentAdminQuery } from "../api/get-current-admin";
import { useLogout } from "../features/auth/api/use-logout";
import { paths } from "../lib/paths";
import { getCachedAdmin } from "../lib/session";

/** The signed-in admin's menu: Profile, Settings and Log out. */
export function UserMenu() {
  const navigate = useNavigate();
  const logout = useLogout();
  const { data } = useQuery(CurrentAdminQuery);
  const username = data?.me.username ?? getCachedAdmin()?.username ?? "Admin";

  return (
    <DropdownMenu>
      <DropdownMenuTrigger>
        <IconButton
          label={`Account menu for ${username}`}
          icon={<Avatar name={username} size="small" decorative />}
        />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>{username}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={<User size={16} />} onSelect={() => navigate(paths.profile)}>
          Profile
        </DropdownMenuItem>
        <DropdownMenuItem icon={<Settings size={16} />} onSelect={() => navigate(paths.settings)}>
          Settings
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          icon={<LogOut size={16} />}
          tone="critical"
          onSelect={() => void logout()}
        >
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

import { ConfirmDialog } from "@aizapy/design-system";
import { describeRole } from "../../../lib/roles";
import { useChangeMemberRole } from "../api/team-mutations";

export interface RoleChange {
  member: { id: string; fullName: string; role: string };
  role: string;
}

export interface ChangeRoleDialogProps {
  /** The change to confirm; the dialog is open while there is one. */
  change: RoleChange | null;
  onClose: () => void;
}

const roleMeaning: Record<string, string> = {
  owner: "can do everything, including making and removing owners",
  admin: "manages API keys, the webhook, billing and the team",
  agent: "answers customers and uses templates, without keys, webhook, billing or team",
};

/**
 * Asks before giving a member another role (a select changes on every arrow key; the change
 * happens only once confirmed). The row's select keeps the current role until then.
 */
export function ChangeRoleDialog({ change, onClose }: ChangeRoleDialogProps) {
  const { changeRole, isChanging } = useChangeMemberRole();

  const confirm = async () => {
    if (change && (await changeRole(change.member, change.role))) onClose();
  };

  // Owner, admin and agent all take "an".
  const newRole = change ? describeRole(change.role).toLowerCase() : "";
  return (
    <ConfirmDialog
      open={change !== null}
      onOpenChange={(open) => {
        if (!open && !isChanging) onClose();
      }}
      title="Change role?"
      description={
        change
          ? `${change.member.fullName} becomes an ${newRole}: ${roleMeaning[change.role] ?? ""}.`
          : ""
      }
      confirmLabel={`Make ${newRole}`}
      tone="default"
      onConfirm={() => void confirm()}
      keepOpenOnConfirm
      loading={isChanging}
    />
  );
}

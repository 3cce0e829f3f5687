import { MANAGING_ROLES, MEMBER_ROLES, type MemberRole } from "@aizapy/contracts";

/** Owners and admins manage the workspace (keys, webhook, billing, the team); agents do not. */
export function canManage(role: string): boolean {
  return (MANAGING_ROLES as readonly string[]).includes(role);
}

const roleNames: Record<MemberRole, string> = { owner: "Owner", admin: "Admin", agent: "Agent" };

/** "owner" → "Owner"; an unknown role as it is. */
export function describeRole(role: string): string {
  return roleNames[role as MemberRole] ?? role;
}

/**
 * The roles a member may give (when inviting or changing a role): only an owner makes owners.
 * Each role is offered, the ones out of reach disabled, so the choice is visible but not possible.
 */
export function roleOptions(myRole: string) {
  return MEMBER_ROLES.map((role) => ({
    value: role,
    label: describeRole(role),
    disabled: role === "owner" && myRole !== "owner",
  }));
}

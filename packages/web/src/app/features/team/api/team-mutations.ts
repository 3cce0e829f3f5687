import { type InvitationInput } from "@aizapy/contracts";
import { useMutation } from "@apollo/client/react";
import { notifySuccess } from "../../../../shared/lib/notify";
import { graphql } from "../../../gql";
import { evictRootFields } from "../../../lib/cache";
import { notifyRequestFailure } from "../../../lib/notify";
import { describeRole } from "../../../lib/roles";

export const InviteMemberMutation = graphql(`
  mutation InviteMember($input: InvitationInput!) {
    inviteMember(input: $input) {
      ...WorkspaceInvitation_invitation
    }
  }
`);

export const RevokeInvitationMutation = graphql(`
  mutation RevokeInvitation($id: ID!) {
    revokeInvitation(id: $id) {
      ...WorkspaceInvitation_invitation
    }
  }
`);

export const ChangeMemberRoleMutation = graphql(`
  mutation ChangeMemberRole($id: ID!, $role: String!) {
    changeMemberRole(id: $id, role: $role) {
      ...WorkspaceMember_teamMember
    }
  }
`);

export const RemoveMemberMutation = graphql(`
  mutation RemoveMember($id: ID!) {
    removeMember(id: $id)
  }
`);

/** Mails an invitation; the list of invitations loads again. The error goes back to the form. */
export function useInviteMember() {
  const [mutate, { loading }] = useMutation(InviteMemberMutation, {
    update: (cache) => evictRootFields(cache, ["workspaceInvitations"]),
  });

  const invite = async (input: InvitationInput) => {
    try {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error("The server sent no invitation");
      notifySuccess(
        "Invitation sent",
        `${data.inviteMember.email} can join as ${describeRole(data.inviteMember.role).toLowerCase()} with the link we mailed.`,
      );
      return { ok: true as const };
    } catch (error) {
      return { ok: false as const, error };
    }
  };

  return { invite, isInviting: loading };
}

/** Withdraws a pending invitation (its link stops working); resolves to whether it worked. */
export function useRevokeInvitation() {
  const [mutate, { loading }] = useMutation(RevokeInvitationMutation);

  const revoke = async (invitation: { id: string; email: string }) => {
    try {
      await mutate({ variables: { id: invitation.id } });
      notifySuccess("Invitation revoked", `The link sent to ${invitation.email} no longer works.`);
      return true;
    } catch (error) {
      notifyRequestFailure("Revoke failed", error, "The invitation could not be revoked.");
      return false;
    }
  };

  return { revoke, isRevoking: loading };
}

/** Gives a member another role; the answer updates their row. */
export function useChangeMemberRole() {
  const [mutate, { loading }] = useMutation(ChangeMemberRoleMutation);

  const changeRole = async (member: { id: string; fullName: string }, role: string) => {
    try {
      await mutate({ variables: { id: member.id, role } });
      notifySuccess(
        "Role changed",
        `${member.fullName} is now ${describeRole(role).toLowerCase()}.`,
      );
      return true;
    } catch (error) {
      notifyRequestFailure("Role not changed", error, "The role could not be changed.");
      return false;
    }
  };

  return { changeRole, isChanging: loading };
}

/** Removes a member (their sessions end at once); the list loads again. */
export function useRemoveMember() {
  const [mutate, { loading }] = useMutation(RemoveMemberMutation, {
    update: (cache) => evictRootFields(cache, ["workspaceMembers"]),
  });

  const remove = async (member: { id: string; fullName: string }) => {
    try {
      await mutate({ variables: { id: member.id } });
      notifySuccess("Member removed", `${member.fullName} can no longer sign in to the workspace.`);
      return true;
    } catch (error) {
      notifyRequestFailure("Remove failed", error, "The member could not be removed.");
      return false;
    }
  };

  return { remove, isRemoving: loading };
}

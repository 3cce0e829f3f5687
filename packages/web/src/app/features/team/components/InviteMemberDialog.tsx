import { FormDialog, Select, TextField } from "@aizapy/design-system";
import { type InvitationInput, invitationInputSchema } from "@aizapy/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { type z } from "zod";
import { useWorkspaceAccount } from "../../../api/workspace-account";
import { showFormError } from "../../../lib/form-errors";
import { roleOptions } from "../../../lib/roles";
import { useInviteMember } from "../api/team-mutations";

type InviteOutput = z.output<typeof invitationInputSchema>;

const FIELDS = ["email", "role"] as const;
const empty: InvitationInput = { email: "", role: "agent" };

export interface InviteMemberDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Invite a member: their email and role; the server's field errors go on the fields. */
export function InviteMemberDialog({ open, onOpenChange }: InviteMemberDialogProps) {
  const { account } = useWorkspaceAccount();
  const { invite, isInviting } = useInviteMember();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<InvitationInput, unknown, InviteOutput>({
    resolver: zodResolver(invitationInputSchema),
    defaultValues: empty,
  });

  useEffect(() => {
    if (open) reset(empty);
  }, [open, reset]);

  const onSubmit = handleSubmit(async (input) => {
    const outcome = await invite(input);
    if (outcome.ok) onOpenChange(false);
    else
      showFormError(outcome.error, setError, FIELDS, {
        title: "Invitation not sent",
        fallback: "The invitation could not be sent. Please try again.",
      });
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Invite a member"
      description="We email them a link to join this workspace. It works for 7 days."
      onSubmit={onSubmit}
      pending={isInviting}
      submitLabel="Send invitation"
      pendingLabel="Sending..."
    >
      <TextField
        label="Email address"
        type="email"
        autoComplete="off"
        required
        placeholder="colleague@example.com"
        error={errors.email?.message}
        {...register("email")}
      />
      <Select
        label="Role"
        required
        options={roleOptions(account.role)}
        hint="Agents answer customers and use templates; admins also manage keys, the webhook, billing and the team."
        error={errors.role?.message}
        {...register("role")}
      />
    </FormDialog>
  );
}

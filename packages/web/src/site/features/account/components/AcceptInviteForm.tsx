import { Button } from "@aizapy/design-system";
import { useState } from "react";
import { Notice } from "../../../components/Notice";
import { paths } from "../../../config/paths";
import { acceptInviteCopy } from "../../../content/account";
import { ApiRequestError } from "../../../lib/api-request";
import { acceptInvite } from "../api/account-api";
import { isInvalidLink } from "../server-errors";
import { readLinkToken, useLinkToken } from "../session";
import { FullNameField, NewPasswordField } from "./account-fields";
import type { JoinTeamData, JoinTeamValues } from "./account-resolvers";
import { AccountForm } from "./AccountForm";
import * as styles from "./AccountForm.css";
import { InvalidLinkNotice } from "./InvalidLinkNotice";
import { lazyResolver } from "./lazy-resolver";
import { useAccountForm } from "./use-account-form";

const resolver = lazyResolver((resolvers) => resolvers.joinTeamResolver);

type Refusal = "invalid-link" | "already-member";

/** What the page shows instead of the form when the server refuses the invitation, if anything. */
function refusalOf(error: unknown): Refusal | null {
  if (isInvalidLink(error)) return "invalid-link";
  if (error instanceof ApiRequestError && error.code === "already_member") return "already-member";
  return null;
}

/**
 * The invitation's page: a name and a password (`POST /api/auth/accept-invite` with the link's
 * token) create the member's account in the inviting business and open the workspace.
 */
export function AcceptInviteForm() {
  const token = useLinkToken();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const { form, formProps } = useAccountForm<JoinTeamValues, JoinTeamData>({
    resolver,
    defaultValues: { fullName: "", password: "" },
    fields: ["fullName", "password"],
    send: async (data) => {
      // Read here, not from the render: a form sent before the page's code ran is sent on hydration.
      const linkToken = readLinkToken();
      if (!linkToken) {
        setRefusal("invalid-link");
        return;
      }
      return acceptInvite({ token: linkToken, ...data });
    },
    onRefusal: (error) => {
      const refused = refusalOf(error);
      if (refused) setRefusal(refused);
      return refused !== null;
    },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const shown: Refusal | null = token === null ? "invalid-link" : refusal;

  return (
    <div className={styles.swap}>
      <div role="alert">
        {shown === "invalid-link" && (
          <InvalidLinkNotice>
            Ask the person who invited you to send a new invitation.
          </InvalidLinkNotice>
        )}
        {shown === "already-member" && (
          <Notice tone="caution" title={acceptInviteCopy.alreadyMemberTitle}>
            {acceptInviteCopy.alreadyMember}
          </Notice>
        )}
      </div>
      {shown === "already-member" && (
        <Button href={paths.login} size="large" fullWidth className={styles.afterOutcome}>
          Sign In
        </Button>
      )}
      {shown === null && (
        <AccountForm label="Join your team" copy={acceptInviteCopy} {...formProps}>
          <FullNameField error={errors.fullName?.message} {...register("fullName")} />
          <NewPasswordField error={errors.password?.message} {...register("password")} />
        </AccountForm>
      )}
    </div>
  );
}

import { Button, PasswordField, TextField } from "@aizapy/design-system";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Notice } from "../../../components/Notice";
import { paths } from "../../../config/paths";
import { acceptInviteCopy, newPasswordHint } from "../../../content/account";
import { ApiRequestError } from "../../../lib/api-request";
import { acceptInvite } from "../api/account-api";
import { isInvalidLink, showServerErrors } from "../server-errors";
import { enterWorkspace, readLinkToken, useLinkToken } from "../session";
import type { JoinTeamData, JoinTeamValues } from "./account-resolvers";
import * as styles from "./AccountForm.css";
import { FormAlert } from "./FormAlert";
import { InvalidLinkNotice } from "./InvalidLinkNotice";
import { lazyResolver, loadAccountResolvers } from "./lazy-resolver";

const resolver = lazyResolver((resolvers) => resolvers.joinTeamResolver);
const fields = ["fullName", "password"] as const;

type Refusal = "invalid-link" | "already-member";

/**
 * The invitation's page: a name and a password (`POST /api/auth/accept-invite` with the link's
 * token) create the member's account in the inviting business and open the workspace.
 */
export function AcceptInviteForm() {
  const token = useLinkToken();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [isLeaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<JoinTeamValues, unknown, JoinTeamData>({
    resolver,
    defaultValues: { fullName: "", password: "" },
  });
  const shown: Refusal | null = token === null ? "invalid-link" : refusal;

  const send = async (data: JoinTeamData) => {
    setFormError(null);
    // Read here, not from the render: a form sent before the page's code ran is sent on hydration.
    const linkToken = readLinkToken();
    if (!linkToken) {
      setRefusal("invalid-link");
      return;
    }
    try {
      const session = await acceptInvite({ token: linkToken, ...data });
      setLeaving(true);
      enterWorkspace(session.token);
    } catch (error) {
      if (isInvalidLink(error)) setRefusal("invalid-link");
      else if (error instanceof ApiRequestError && error.code === "already_member")
        setRefusal("already-member");
      else setFormError(showServerErrors(error, fields, setError));
    }
  };

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
        <form
          className={styles.stack}
          method="post"
          noValidate
          aria-label="Join your team"
          onFocus={() => void loadAccountResolvers()}
          onSubmit={(event) => void handleSubmit(send)(event)}
        >
          <FormAlert message={formError} />
          <TextField
            label="Full Name"
            autoComplete="name"
            required
            error={errors.fullName?.message}
            {...register("fullName")}
          />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            required
            hint={newPasswordHint}
            error={errors.password?.message}
            {...register("password")}
          />
          <Button
            type="submit"
            size="large"
            fullWidth
            loading={isSubmitting || isLeaving}
            loadingText={acceptInviteCopy.submitting}
          >
            {acceptInviteCopy.submit}
          </Button>
        </form>
      )}
    </div>
  );
}

import { Button, Spinner, TextLink } from "@aizapy/design-system";
import { useEffect, useState } from "react";
import { Notice } from "../../../components/Notice";
import { paths } from "../../../config/paths";
import { signedInCopy, verifyEmailCopy } from "../../../content/account";
import { verifyEmail } from "../api/account-api";
import { failureMessage, isInvalidLink } from "../server-errors";
import { useLinkToken } from "../session";
import * as styles from "./AccountForm.css";
import { InvalidLinkNotice } from "./InvalidLinkNotice";

type Outcome =
  | { kind: "checking" }
  | { kind: "verified" }
  | { kind: "invalid-link" }
  | { kind: "failed"; message: string };

/**
 * The verification link's page: sends the link's token (`POST /api/auth/verify-email`) as soon as
 * the page's code runs, and says how it went.
 */
export function VerifyEmailStatus() {
  const token = useLinkToken();
  const [outcome, setOutcome] = useState<Outcome>({ kind: "checking" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token) return;
    let isCurrent = true;
    verifyEmail({ token }).then(
      () => {
        if (isCurrent) setOutcome({ kind: "verified" });
      },
      (error: unknown) => {
        if (!isCurrent) return;
        setOutcome(
          isInvalidLink(error)
            ? { kind: "invalid-link" }
            : { kind: "failed", message: failureMessage(error) },
        );
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [token, attempt]);

  const shown: Outcome = token === null ? { kind: "invalid-link" } : outcome;

  return (
    <div className={styles.swap}>
      <div role="status">
        {shown.kind === "checking" && (
          <p className={styles.checking}>
            <Spinner size="small" label={null} />
            {verifyEmailCopy.checking}
          </p>
        )}
        {shown.kind === "verified" && (
          <Notice tone="positive" title={verifyEmailCopy.verifiedTitle}>
            {verifyEmailCopy.verified}
          </Notice>
        )}
        {shown.kind === "invalid-link" && (
          <InvalidLinkNotice>
            To get a new verification email, <TextLink href={paths.login}>sign in</TextLink> to your
            workspace.
          </InvalidLinkNotice>
        )}
        {shown.kind === "failed" && <Notice tone="critical" title={shown.message} />}
      </div>
      {shown.kind === "verified" && (
        <Button href={paths.workspace} size="large" fullWidth className={styles.afterOutcome}>
          {signedInCopy.continue}
        </Button>
      )}
      {shown.kind === "failed" && (
        <Button
          variant="secondary"
          size="large"
          fullWidth
          className={styles.afterOutcome}
          onClick={() => {
            setOutcome({ kind: "checking" });
            setAttempt((count) => count + 1);
          }}
        >
          {verifyEmailCopy.retry}
        </Button>
      )}
    </div>
  );
}

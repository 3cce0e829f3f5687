import { Button } from "@aizapy/design-system";
import type { FormEvent, ReactNode } from "react";
import { Notice } from "../../../components/Notice";
import * as styles from "./AccountForm.css";
import { loadAccountResolvers } from "./lazy-resolver";

export interface AccountFormProps {
  /** Names the form ("Sign in"). */
  label: string;
  /** The submit button's words, and what it says while busy. */
  copy: { submit: string; submitting: string };
  /** From `useAccountForm`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** A failure that belongs to no field, shown above the fields. */
  formError: string | null;
  isBusy: boolean;
  /** The fields (and links) between the alert and the button. */
  children: ReactNode;
}

/**
 * An account form's frame: the alert for a failure that belongs to no field, the fields, and the
 * full-width submit button; its focus starts fetching the validation rules.
 */
export function AccountForm({
  label,
  copy,
  onSubmit,
  formError,
  isBusy,
  children,
}: AccountFormProps) {
  return (
    <form
      className={styles.stack}
      method="post"
      noValidate
      aria-label={label}
      // Fetch the validation rules as soon as someone starts filling in the form.
      onFocus={() => void loadAccountResolvers()}
      onSubmit={(event) => void onSubmit(event)}
    >
      {/* A failure that belongs to no field (wrong password, too many attempts, maintenance). */}
      {formError && <Notice tone="critical" title={formError} role="alert" />}
      {children}
      <Button type="submit" size="large" fullWidth loading={isBusy} loadingText={copy.submitting}>
        {copy.submit}
      </Button>
    </form>
  );
}

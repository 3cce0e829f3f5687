import { useState } from "react";
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  useForm,
  type UseFormSetError,
} from "react-hook-form";
import { showServerErrors } from "../server-errors";
import { enterWorkspace } from "../session";

export interface AccountFormOptions<Values extends FieldValues, Data> {
  /** The form's rules (a `lazyResolver`: zod loads on the first keystroke). */
  resolver: Resolver<Values, unknown, Data>;
  defaultValues: DefaultValues<Values>;
  /** The fields the server's field errors may land on; any other error goes above the form. */
  fields: readonly FieldPath<Values>[];
  /**
   * Sends the form. When it answers a session, the member is signed in: the token is kept and the
   * workspace opens (at `destination`), the button busy until the page goes.
   */
  send: (data: Data) => Promise<{ token: string } | void>;
  /** Where in the workspace a new session opens. @default the workspace's home */
  destination?: string;
  /**
   * A refusal the form answers in its own way (a used link, sign-ups closed, an address already
   * taken, put on its field with `setError`): returns `true` when it did, and nothing is shown
   * above the form.
   */
  onRefusal?: (error: unknown, setError: UseFormSetError<Values>) => boolean;
}

/**
 * What every account form does with its submission: validates, sends, puts the server's field
 * errors on their fields and anything else in the alert above the form, and opens the workspace
 * with a new session. Spread `formProps` on `<AccountForm>`.
 */
export function useAccountForm<Values extends FieldValues, Data>({
  resolver,
  defaultValues,
  fields,
  send,
  destination,
  onRefusal,
}: AccountFormOptions<Values, Data>) {
  const [formError, setFormError] = useState<string | null>(null);
  const [isLeaving, setLeaving] = useState(false);
  const form = useForm<Values, unknown, Data>({ resolver, defaultValues });

  const onSubmit = form.handleSubmit(async (data) => {
    setFormError(null);
    try {
      const session = await send(data);
      if (session) {
        setLeaving(true);
        enterWorkspace(session.token, destination);
      }
    } catch (error) {
      if (!onRefusal?.(error, form.setError))
        setFormError(showServerErrors(error, fields, form.setError));
    }
  });

  return {
    form,
    /** The workspace is opening: the form has done its work. */
    isLeaving,
    formProps: {
      onSubmit,
      formError,
      isBusy: form.formState.isSubmitting || isLeaving,
    },
  };
}

import { useMutation } from "@apollo/client/react";
import { type UpdateCredentialsInput } from "@aizapy/contracts";
import { describeRequestError, type FieldError } from "../../../../shared/lib/errors";
import { notifySuccess } from "../../../../shared/lib/notify";
import { CurrentAdminQuery } from "../../../api/get-current-admin";
import { type CurrentAdmin_AdminFragment } from "../../../gql/graphql";
import { notifyRequestFailure } from "../../../lib/notify";
import { cacheAdmin } from "../../../lib/session";
import { UpdateAdminCredentialsMutation } from "./update-admin-credentials";

export type UpdateCredentialsOutcome =
  { ok: true; admin: CurrentAdmin_AdminFragment } | { ok: false; fieldErrors: FieldError[] };

/** Changes the username and password, refetches the admin, and toasts how it went. */
export function useUpdateCredentials() {
  const [mutate, { loading }] = useMutation(UpdateAdminCredentialsMutation, {
    refetchQueries: [CurrentAdminQuery],
    awaitRefetchQueries: true,
  });

  const updateCredentials = async (
    input: UpdateCredentialsInput,
  ): Promise<UpdateCredentialsOutcome> => {
    try {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error("The server sent no admin");
      const admin = data.updateAdminCredentials;
      cacheAdmin(admin);
      notifySuccess(
        "Credentials Updated",
        "Your admin credentials have been updated successfully.",
      );
      return { ok: true, admin };
    } catch (error) {
      notifyRequestFailure(
        "Update Failed",
        error,
        "Failed to update credentials. Please check your current password and try again.",
      );
      const { fieldErrors } = describeRequestError(error);
      return { ok: false, fieldErrors };
    }
  };

  return { updateCredentials, isUpdating: loading };
}

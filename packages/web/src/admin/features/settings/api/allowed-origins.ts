import { useMutation } from "@apollo/client/react";
import { notifySuccess } from "../../../../shared/lib/notify";
import { graphql } from "../../../gql";
import { evictRootFields } from "../../../lib/cache";
import { notifyRequestFailure } from "../../../lib/notify";

export const AddAllowedOriginMutation = graphql(`
  mutation AddAllowedOrigin($origin: String!) {
    addAllowedOrigin(origin: $origin) {
      maintenanceMode
      signupEnabled
      allowedOrigins
      updatedAt
    }
  }
`);

export const RemoveAllowedOriginMutation = graphql(`
  mutation RemoveAllowedOrigin($origin: String!) {
    removeAllowedOrigin(origin: $origin) {
      maintenanceMode
      signupEnabled
      allowedOrigins
      updatedAt
    }
  }
`);

/** Adds and removes allowed origins one at a time (each change audited by the server). */
export function useAllowedOrigins() {
  // The answer replaces the one settings record in the cache; only the audit log goes stale.
  const [add, added] = useMutation(AddAllowedOriginMutation, {
    update: (cache) => evictRootFields(cache, []),
  });
  const [remove, removed] = useMutation(RemoveAllowedOriginMutation, {
    update: (cache) => evictRootFields(cache, []),
  });

  /** Resolves to the error when the origin was refused, or null when it was added. */
  const addOrigin = async (origin: string): Promise<unknown> => {
    try {
      await add({ variables: { origin } });
      notifySuccess("Origin Added", `${origin} may now call the API from a browser.`);
      return null;
    } catch (error) {
      notifyRequestFailure("Update Failed", error, "Failed to add the origin. Please try again.");
      return error;
    }
  };

  const removeOrigin = async (origin: string): Promise<boolean> => {
    try {
      await remove({ variables: { origin } });
      notifySuccess("Origin Removed", `${origin} may no longer call the API from a browser.`);
      return true;
    } catch (error) {
      notifyRequestFailure(
        "Update Failed",
        error,
        "Failed to remove the origin. Please try again.",
      );
      return false;
    }
  };

  return { addOrigin, removeOrigin, isAdding: added.loading, isRemoving: removed.loading };
}

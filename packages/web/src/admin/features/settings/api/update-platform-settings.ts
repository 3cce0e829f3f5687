import { useMutation } from "@apollo/client/react";
import { notifySuccess } from "../../../../shared/lib/notify";
import { graphql } from "../../../gql";
import { type PlatformSettingsInput } from "../../../gql/graphql";
import { notifyRequestFailure } from "../../../lib/notify";
import { PlatformSettingsQuery } from "./get-platform-settings";

export const UpdatePlatformSettingsMutation = graphql(`
  mutation UpdatePlatformSettings($input: PlatformSettingsInput!) {
    updatePlatformSettings(input: $input) {
      maintenanceMode
      signupEnabled
      allowedOrigins
      updatedAt
    }
  }
`);

/** Saves the whole settings object, refetches the settings, and toasts how it went. */
export function useUpdatePlatformSettings() {
  const [mutate, { loading }] = useMutation(UpdatePlatformSettingsMutation, {
    refetchQueries: [PlatformSettingsQuery],
    awaitRefetchQueries: true,
  });

  const updateSettings = async (input: PlatformSettingsInput) => {
    try {
      await mutate({ variables: { input } });
      notifySuccess("Settings Updated", "Platform settings have been updated successfully.");
    } catch (error) {
      notifyRequestFailure("Update Failed", error, "Failed to update settings. Please try again.");
    }
  };

  return { updateSettings, isSaving: loading };
}

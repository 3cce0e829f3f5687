import { useMutation } from "@apollo/client/react";
import { notifySuccess } from "../../../../shared/lib/notify";
import { graphql } from "../../../gql";
import { type WorkspaceSettingsInput } from "../../../gql/graphql";

export const WorkspaceSettingsFragment = graphql(`
  fragment WorkspaceSettings_settings on WorkspaceSettings {
    quietHours {
      start
      end
    }
    marketingFrequencyCap {
      count
      days
    }
    optOutKeywords
    optInKeywords
  }
`);

/** The workspace's messaging rules (every member reads them). */
export const WorkspaceSettingsQuery = graphql(`
  query WorkspaceSettings {
    workspaceSettings {
      ...WorkspaceSettings_settings
    }
  }
`);

export const UpdateWorkspaceSettingsMutation = graphql(`
  mutation UpdateWorkspaceSettings($input: WorkspaceSettingsInput!) {
    updateWorkspaceSettings(input: $input) {
      ...WorkspaceSettings_settings
    }
  }
`);

/** Replaces the rules (owners and admins); the answer replaces the cached ones. */
export function useUpdateMessagingRules() {
  const [mutate, { loading }] = useMutation(UpdateWorkspaceSettingsMutation);

  const save = async (input: WorkspaceSettingsInput) => {
    try {
      await mutate({ variables: { input } });
      notifySuccess("Messaging rules saved", "Campaigns and automation follow them from now on.");
      return { ok: true as const };
    } catch (error) {
      return { ok: false as const, error };
    }
  };

  return { save, isSaving: loading };
}

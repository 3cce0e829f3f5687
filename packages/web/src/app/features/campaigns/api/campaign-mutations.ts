import type { RetargetAudience } from "@aizapy/contracts";
import { useMutation } from "@apollo/client/react";
import { notifySuccess } from "../../../../shared/lib/notify";
import { graphql } from "../../../gql";
import { type CreateCampaignInput } from "../../../gql/graphql";
import { evictRootFields } from "../../../lib/cache";
import { notifyRequestFailure } from "../../../lib/notify";
import type { CampaignChange } from "../campaign-status";

export const CreateWorkspaceCampaignMutation = graphql(`
  mutation CreateWorkspaceCampaign($input: CreateCampaignInput!) {
    createWorkspaceCampaign(input: $input) {
      ...CampaignDetail_campaign
    }
  }
`);

export const LaunchWorkspaceCampaignMutation = graphql(`
  mutation LaunchWorkspaceCampaign($id: ID!) {
    launchWorkspaceCampaign(id: $id) {
      ...CampaignDetail_campaign
    }
  }
`);

export const PauseWorkspaceCampaignMutation = graphql(`
  mutation PauseWorkspaceCampaign($id: ID!) {
    pauseWorkspaceCampaign(id: $id) {
      ...CampaignDetail_campaign
    }
  }
`);

export const ResumeWorkspaceCampaignMutation = graphql(`
  mutation ResumeWorkspaceCampaign($id: ID!) {
    resumeWorkspaceCampaign(id: $id) {
      ...CampaignDetail_campaign
    }
  }
`);

export const CancelWorkspaceCampaignMutation = graphql(`
  mutation CancelWorkspaceCampaign($id: ID!) {
    cancelWorkspaceCampaign(id: $id) {
      ...CampaignDetail_campaign
    }
  }
`);

export const RetargetWorkspaceCampaignMutation = graphql(`
  mutation RetargetWorkspaceCampaign($id: ID!, $input: RetargetCampaignInput!) {
    retargetWorkspaceCampaign(id: $id, input: $input) {
      ...CampaignDetail_campaign
    }
  }
`);

/** The campaigns list loads afresh after a campaign is added or changes. */
const refreshList = (cache: Parameters<typeof evictRootFields>[0]) =>
  evictRootFields(cache, ["workspaceCampaigns"]);

/** Creates a draft; the list loads again. The error goes back to the form. */
export function useCreateCampaign() {
  const [mutate, { loading }] = useMutation(CreateWorkspaceCampaignMutation, {
    update: refreshList,
  });
  const create = async (input: CreateCampaignInput) => {
    try {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error("The server sent no campaign");
      notifySuccess("Campaign created", `${input.name} is a draft: check it and launch it.`);
      return { ok: true as const, id: data.createWorkspaceCampaign.id };
    } catch (error) {
      return { ok: false as const, error };
    }
  };
  return { create, isCreating: loading };
}

const changeWords: Record<CampaignChange, { done: string; failed: string }> = {
  launch: { done: "Campaign launched", failed: "Campaign not launched" },
  pause: { done: "Campaign paused", failed: "Campaign not paused" },
  resume: { done: "Campaign resumed", failed: "Campaign not resumed" },
  cancel: { done: "Campaign cancelled", failed: "Campaign not cancelled" },
};

/**
 * Launches, pauses, resumes or cancels a campaign. The answer is the campaign as it is now, which
 * the cache takes in place of the one on screen.
 */
export function useChangeCampaign() {
  const options = { update: refreshList };
  const [launch, launched] = useMutation(LaunchWorkspaceCampaignMutation, options);
  const [pause, paused] = useMutation(PauseWorkspaceCampaignMutation, options);
  const [resume, resumed] = useMutation(ResumeWorkspaceCampaignMutation, options);
  const [cancel, cancelled] = useMutation(CancelWorkspaceCampaignMutation, options);
  const mutations = { launch, pause, resume, cancel };

  const change = async (what: CampaignChange, campaign: { id: string; name: string }) => {
    try {
      await mutations[what]({ variables: { id: campaign.id } });
      notifySuccess(changeWords[what].done, campaign.name);
      return true;
    } catch (error) {
      notifyRequestFailure(changeWords[what].failed, error, "Please try again.");
      return false;
    }
  };
  const isChanging = launched.loading || paused.loading || resumed.loading || cancelled.loading;
  return { change, isChanging };
}

/** Creates a draft to one bucket of a campaign's recipients; answers its id, or null. */
export function useRetargetCampaign() {
  const [mutate, { loading }] = useMutation(RetargetWorkspaceCampaignMutation, {
    update: refreshList,
  });
  const retarget = async (
    campaignId: string,
    audience: RetargetAudience,
  ): Promise<string | null> => {
    try {
      const { data } = await mutate({ variables: { id: campaignId, input: { audience } } });
      if (!data) throw new Error("The server sent no campaign");
      const draft = data.retargetWorkspaceCampaign;
      notifySuccess("Retargeting draft created", draft.name);
      return draft.id;
    } catch (error) {
      notifyRequestFailure("Retargeting draft not created", error, "Please try again.");
      return null;
    }
  };
  return { retarget, isRetargeting: loading };
}

import { useMutation, useQuery } from "@apollo/client/react";
import { notifySuccess } from "../../../../shared/lib/notify";
import { graphql } from "../../../gql";
import { type SegmentInput } from "../../../gql/graphql";
import { evictRootFields } from "../../../lib/cache";
import { notifyRequestFailure } from "../../../lib/notify";

export const WorkspaceSegmentFragment = graphql(`
  fragment WorkspaceSegment_segment on Segment {
    id
    name
    count
    filter {
      tags
      anyTags
      attributes {
        name
        value
      }
      consent
      inboundWithinDays
      noInboundWithinDays
      campaign {
        id
        engagement
      }
    }
    createdAt
    updatedAt
  }
`);

/** The workspace's segments with the contacts each holds now. */
export const WorkspaceSegmentsQuery = graphql(`
  query WorkspaceSegments {
    workspaceSegments {
      ...WorkspaceSegment_segment
    }
  }
`);

/** The most campaigns offered for a segment's campaign condition: the newest (a page's most). */
export const SEGMENT_CAMPAIGNS_LIMIT = 200;

/** The business's newest campaigns by name, for the condition on how contacts took one. */
export const SegmentCampaignOptionsQuery = graphql(`
  query SegmentCampaignOptions($limit: Int!) {
    workspaceCampaigns(limit: $limit) {
      items {
        id
        name
      }
    }
  }
`);

/** One campaign's name, when a saved segment's campaign is older than those listed. */
export const SegmentCampaignQuery = graphql(`
  query SegmentCampaign($id: ID!) {
    workspaceCampaign(id: $id) {
      id
      name
    }
  }
`);

/**
 * The business's newest campaigns, for the campaign condition and to name it in words; `skip`
 * while they are not needed. Every member may read them.
 */
export function useSegmentCampaigns(skip = false) {
  const { data, loading, error } = useQuery(SegmentCampaignOptionsQuery, {
    variables: { limit: SEGMENT_CAMPAIGNS_LIMIT },
    skip,
  });
  const campaigns = data?.workspaceCampaigns.items;
  return {
    /** Undefined until they are loaded. */
    campaigns,
    loading,
    error,
    /** A listed campaign's name, else undefined. */
    nameOf: (id: string) => campaigns?.find((campaign) => campaign.id === id)?.name,
  };
}

/** How many contacts a filter holds, as it is edited. */
export const WorkspaceSegmentCountQuery = graphql(`
  query WorkspaceSegmentCount($filter: SegmentFilterInput!) {
    workspaceSegmentCount(filter: $filter)
  }
`);

export const CreateWorkspaceSegmentMutation = graphql(`
  mutation CreateWorkspaceSegment($input: SegmentInput!) {
    createWorkspaceSegment(input: $input) {
      ...WorkspaceSegment_segment
    }
  }
`);

export const UpdateWorkspaceSegmentMutation = graphql(`
  mutation UpdateWorkspaceSegment($id: ID!, $input: SegmentInput!) {
    updateWorkspaceSegment(id: $id, input: $input) {
      ...WorkspaceSegment_segment
    }
  }
`);

export const DeleteWorkspaceSegmentMutation = graphql(`
  mutation DeleteWorkspaceSegment($id: ID!) {
    deleteWorkspaceSegment(id: $id)
  }
`);

/** What saving a segment came to: done, or the error to show on the form. */
export type SaveOutcome = { ok: true } | { ok: false; error: unknown };

/** Creates a segment, or replaces one's name and filter; the list loads again. */
export function useSaveSegment() {
  const update = (cache: Parameters<typeof evictRootFields>[0]) =>
    evictRootFields(cache, ["workspaceSegments"]);
  const [create, created] = useMutation(CreateWorkspaceSegmentMutation, { update });
  const [replace, replaced] = useMutation(UpdateWorkspaceSegmentMutation, { update });

  const save = async (id: string | null, input: SegmentInput): Promise<SaveOutcome> => {
    try {
      if (id) await replace({ variables: { id, input } });
      else await create({ variables: { input } });
      notifySuccess(id ? "Segment saved" : "Segment created", input.name);
      return { ok: true };
    } catch (error) {
      return { ok: false, error };
    }
  };
  return { save, isSaving: created.loading || replaced.loading };
}

/** Deletes a segment; its contacts stay. */
export function useDeleteSegment() {
  const [mutate, { loading }] = useMutation(DeleteWorkspaceSegmentMutation, {
    update: (cache) => evictRootFields(cache, ["workspaceSegments"]),
  });
  const remove = async (segment: { id: string; name: string }) => {
    try {
      await mutate({ variables: { id: segment.id } });
      notifySuccess("Segment deleted", segment.name);
      return true;
    } catch (error) {
      notifyRequestFailure("Segment not deleted", error, "Please try again.");
      return false;
    }
  };
  return { remove, isDeleting: loading };
}

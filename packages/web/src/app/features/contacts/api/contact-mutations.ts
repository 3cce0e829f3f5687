import { useMutation } from "@apollo/client/react";
import { notifySuccess } from "../../../../shared/lib/notify";
import { graphql } from "../../../gql";
import { type UpdateContactInput, type UpsertContactInput } from "../../../gql/graphql";
import { evictRootFields } from "../../../lib/cache";
import { notifyRequestFailure } from "../../../lib/notify";
import { contactLabel } from "../contact-form";

export const UpsertWorkspaceContactMutation = graphql(`
  mutation UpsertWorkspaceContact($input: UpsertContactInput!) {
    upsertWorkspaceContact(input: $input) {
      contact {
        ...WorkspaceContact_contact
      }
      created
    }
  }
`);

export const UpdateWorkspaceContactMutation = graphql(`
  mutation UpdateWorkspaceContact($id: ID!, $input: UpdateContactInput!) {
    updateWorkspaceContact(id: $id, input: $input) {
      ...WorkspaceContact_contact
    }
  }
`);

export const DeleteWorkspaceContactMutation = graphql(`
  mutation DeleteWorkspaceContact($id: ID!) {
    deleteWorkspaceContact(id: $id)
  }
`);

export const OptInWorkspaceContactMutation = graphql(`
  mutation OptInWorkspaceContact($id: ID!, $source: String!) {
    optInWorkspaceContact(id: $id, source: $source) {
      ...WorkspaceContact_contact
    }
  }
`);

export const OptOutWorkspaceContactMutation = graphql(`
  mutation OptOutWorkspaceContact($id: ID!, $source: String!) {
    optOutWorkspaceContact(id: $id, source: $source) {
      ...WorkspaceContact_contact
    }
  }
`);

/** Adds a contact, or updates the one with that number; the list loads again. */
export function useUpsertContact() {
  const [mutate, { loading }] = useMutation(UpsertWorkspaceContactMutation, {
    update: (cache) => evictRootFields(cache, ["workspaceContacts"]),
  });

  const upsert = async (input: UpsertContactInput) => {
    try {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error("The server sent no contact");
      const { contact, created } = data.upsertWorkspaceContact;
      notifySuccess(
        created ? "Contact added" : "Contact updated",
        created
          ? `${contactLabel(contact)} is in your contacts.`
          : `${contact.phone} was already a contact: its details were updated.`,
      );
      return { ok: true as const, contact };
    } catch (error) {
      return { ok: false as const, error };
    }
  };

  return { upsert, isSaving: loading };
}

/** Saves a contact's name, tags and attributes; the error goes back to the form. */
export function useUpdateContact() {
  const [mutate, { loading }] = useMutation(UpdateWorkspaceContactMutation, {
    update: (cache) => evictRootFields(cache, ["workspaceContacts"]),
  });

  const update = async (id: string, input: UpdateContactInput) => {
    try {
      const { data } = await mutate({ variables: { id, input } });
      if (!data) throw new Error("The server sent no contact");
      notifySuccess("Contact saved", `${contactLabel(data.updateWorkspaceContact)} is up to date.`);
      return { ok: true as const };
    } catch (error) {
      return { ok: false as const, error };
    }
  };

  return { update, isUpdating: loading };
}

/** Deletes a contact (its consent is kept for its number); resolves to whether it worked. */
export function useDeleteContact() {
  const [mutate, { loading }] = useMutation(DeleteWorkspaceContactMutation, {
    update: (cache) => evictRootFields(cache, ["workspaceContacts", "workspaceContact"]),
  });

  const remove = async (contact: { id: string; name: string | null; phone: string }) => {
    try {
      await mutate({ variables: { id: contact.id } });
      notifySuccess("Contact deleted", `${contactLabel(contact)} is no longer in your contacts.`);
      return true;
    } catch (error) {
      notifyRequestFailure("Delete failed", error, "The contact could not be deleted.");
      return false;
    }
  };

  return { remove, isDeleting: loading };
}

export type ConsentChange = "opt-in" | "opt-out";

/**
 * Records a contact's consent given or withdrawn, and where; its ledger and the list load again.
 * The error goes back to the form.
 */
export function useChangeConsent() {
  const refresh = {
    update: (cache: Parameters<typeof evictRootFields>[0]) =>
      evictRootFields(cache, ["workspaceContacts", "workspaceContact"]),
  };
  const [optIn, optingIn] = useMutation(OptInWorkspaceContactMutation, refresh);
  const [optOut, optingOut] = useMutation(OptOutWorkspaceContactMutation, refresh);

  const change = async (
    contact: { id: string; name: string | null; phone: string },
    kind: ConsentChange,
    source: string,
  ) => {
    try {
      const variables = { id: contact.id, source };
      await (kind === "opt-in" ? optIn({ variables }) : optOut({ variables }));
      notifySuccess(
        kind === "opt-in" ? "Opted in" : "Opted out",
        kind === "opt-in"
          ? `${contactLabel(contact)} may now receive marketing messages.`
          : `${contactLabel(contact)} will receive no more marketing messages.`,
      );
      return { ok: true as const };
    } catch (error) {
      return { ok: false as const, error };
    }
  };

  return { change, isChanging: optingIn.loading || optingOut.loading };
}

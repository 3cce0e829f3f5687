import { graphql } from "../../../gql";

export const WorkspaceContactFragment = graphql(`
  fragment WorkspaceContact_contact on Contact {
    id
    phone
    name
    tags
    attributes {
      name
      value
      kind
    }
    consent {
      status
      source
      updatedAt
    }
    lastInboundAt
    createdAt
    updatedAt
  }
`);

/** A page of the business's contacts, newest first; `cursor` asks for the page after one. */
export const WorkspaceContactsQuery = graphql(`
  query WorkspaceContacts(
    $tag: String
    $q: String
    $consent: String
    $segmentId: ID
    $cursor: String
    $limit: Int
  ) {
    workspaceContacts(
      tag: $tag
      q: $q
      consent: $consent
      segmentId: $segmentId
      cursor: $cursor
      limit: $limit
    ) {
      items {
        ...WorkspaceContact_contact
      }
      nextCursor
    }
  }
`);

/** One contact with every change of its consent, newest first. */
export const WorkspaceContactQuery = graphql(`
  query WorkspaceContact($id: ID!) {
    workspaceContact(id: $id) {
      ...WorkspaceContact_contact
      consentHistory {
        status
        source
        actor {
          type
          id
        }
        createdAt
      }
    }
  }
`);

/** The segment the list is filtered by, for its name. */
export const WorkspaceContactsSegmentQuery = graphql(`
  query WorkspaceContactsSegment($id: ID!) {
    workspaceSegment(id: $id) {
      id
      name
    }
  }
`);

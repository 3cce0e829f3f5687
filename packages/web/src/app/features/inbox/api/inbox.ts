import { graphql } from "../../../gql";

/** What a conversation's row and header show. */
export const InboxConversationFragment = graphql(`
  fragment InboxConversation_conversation on Conversation {
    id
    contact {
      id
      phone
      name
    }
    status
    snoozedUntil
    assignee {
      id
      name
    }
    windowExpiresAt
    lastMessageAt
    unread
  }
`);

/** A page of one view's conversations, latest activity first; `cursor` asks for the next. */
export const InboxConversationsQuery = graphql(`
  query InboxConversations(
    $view: String
    $status: String
    $tag: String
    $q: String
    $cursor: String
    $limit: Int
  ) {
    workspaceConversations(
      view: $view
      status: $status
      tag: $tag
      q: $q
      cursor: $cursor
      limit: $limit
    ) {
      items {
        ...InboxConversation_conversation
      }
      nextCursor
    }
  }
`);

/** Per view, its open conversations and those with unread messages. */
export const InboxCountsQuery = graphql(`
  query InboxCounts {
    workspaceInboxCounts {
      mine {
        open
        unread
      }
      unassigned {
        open
        unread
      }
      all {
        open
        unread
      }
    }
  }
`);

export const InboxMessageFragment = graphql(`
  fragment InboxMessage_conversationMessage on ConversationMessage {
    id
    direction
    type
    text
    template {
      name
      language
    }
    status
    source
    sender {
      type
      id
    }
    error {
      code
      title
    }
    createdAt
  }
`);

export const InboxNoteFragment = graphql(`
  fragment InboxNote_conversationNote on ConversationNote {
    id
    text
    author {
      id
      name
    }
    createdAt
  }
`);

/** One conversation with its latest messages (newest first) and the team's notes. */
export const InboxThreadQuery = graphql(`
  query InboxThread($id: ID!, $cursor: String, $limit: Int) {
    workspaceConversation(id: $id) {
      ...InboxConversation_conversation
    }
    workspaceConversationMessages(id: $id, cursor: $cursor, limit: $limit) {
      items {
        ...InboxMessage_conversationMessage
      }
      nextCursor
    }
    workspaceConversationNotes(id: $id) {
      ...InboxNote_conversationNote
    }
  }
`);

/** The campaigns that went to the conversation's customer. */
export const InboxConversationCampaignsQuery = graphql(`
  query InboxConversationCampaigns($id: ID!) {
    workspaceConversationCampaigns(id: $id) {
      campaignId
      name
      status
      sentAt
      repliedAt
    }
  }
`);

/** The conversation's contact, for the panel beside it. */
export const InboxContactQuery = graphql(`
  query InboxContact($id: ID!) {
    workspaceContact(id: $id) {
      id
      name
      phone
      tags
      attributes {
        name
        value
      }
      consent {
        status
        updatedAt
      }
    }
  }
`);

/** The members a conversation can be assigned to, and whose replies are named. */
export const InboxMembersQuery = graphql(`
  query InboxMembers {
    workspaceMembers {
      id
      fullName
      email
    }
  }
`);

/** The business's templates; the composer offers the approved ones. */
export const InboxTemplatesQuery = graphql(`
  query InboxTemplates {
    workspaceTemplates {
      id
      name
      language
      body
      status
      parameterCount
    }
  }
`);

export const QuickReplyFragment = graphql(`
  fragment QuickReply_quickReply on QuickReply {
    id
    shortcut
    text
  }
`);

/** The team's saved replies. */
export const QuickRepliesQuery = graphql(`
  query QuickReplies {
    workspaceQuickReplies {
      ...QuickReply_quickReply
    }
  }
`);

import { definedOnly } from "../defined-only.ts";
import type { ConversationReplyInput, UpdateConversationInput } from "./inbox.input.ts";

// GraphQL hands optional fields sent as null over as null, which the services read as "not
// given"; a conversation's assignee is the exception, where null means "unassign".

/** A change as the services take it: absent fields left out, an assignee of null kept. */
export const updateConversationInput = ({ assigneeId, ...rest }: UpdateConversationInput) => ({
  ...definedOnly(rest),
  ...(assigneeId !== undefined ? { assigneeId } : {}),
});

/** A reply as the services take it: the text, or the template with what was given of it. */
export const conversationReplyInput = ({ text, template }: ConversationReplyInput) => ({
  ...definedOnly({ text }),
  ...(template ? { template: definedOnly(template) } : {}),
});

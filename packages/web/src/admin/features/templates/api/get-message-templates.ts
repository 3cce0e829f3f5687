import { graphql } from "../../../gql";

export const MessageTemplateFieldsFragment = graphql(`
  fragment MessageTemplateFields_messageTemplate on MessageTemplate {
    id
    name
    language
    category
    body
    parameterCount
    status
    rejectionReason
  }
`);

/** A business's message templates, by name and language. */
export const MessageTemplatesQuery = graphql(`
  query MessageTemplates($businessId: ID!) {
    messageTemplates(businessId: $businessId) {
      ...MessageTemplateFields_messageTemplate
    }
  }
`);

import { graphql } from "../../../gql";

/** The first steps of the business, each done or not. */
export const OnboardingQuery = graphql(`
  query Onboarding {
    workspaceOnboarding {
      sandboxReady
      helloWorldSent
      helloWorldDelivered
      helloWorldFailed
      apiKeyCreated
      webhookSet
      webhookDelivered
      emailVerified
    }
  }
`);

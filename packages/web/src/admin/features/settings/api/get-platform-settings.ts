import { graphql } from "../../../gql";

export const PlatformSettingsQuery = graphql(`
  query PlatformSettings {
    platformSettings {
      maintenanceMode
      signupEnabled
      allowedOrigins
      updatedAt
    }
  }
`);

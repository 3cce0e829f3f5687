import { graphqlRequest } from "../../../lib/graphql-request";

/** Platform settings that change what visitors see (set in the admin console). */
export interface PublicSettings {
  maintenanceMode: boolean;
  signupEnabled: boolean;
}

export const publicSettingsQuery = /* GraphQL */ `
  query PublicSettings {
    publicSettings {
      maintenanceMode
      signupEnabled
    }
  }
`;

let pending: Promise<PublicSettings | null> | undefined;

/**
 * The settings, fetched once per page however many islands ask. `null` when they cannot be read:
 * the page then behaves as by default (no maintenance, sign-ups open).
 */
export function getPublicSettings(): Promise<PublicSettings | null> {
  pending ??= graphqlRequest<{ publicSettings: PublicSettings }>(publicSettingsQuery).then(
    (data) => data.publicSettings,
    () => null,
  );
  return pending;
}

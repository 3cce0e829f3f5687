import { Grid, Stack } from "@aizapy/design-system";
import { useQuery } from "@apollo/client/react";
import { PageHeader } from "../../../shared/components/PageHeader";
import { CurrentAdminQuery } from "../../api/get-current-admin";
import { CurrentInformationCard } from "../../features/profile/components/CurrentInformationCard";
import { SecurityRecommendations } from "../../features/profile/components/SecurityRecommendations";
import { UpdateCredentialsForm } from "../../features/profile/components/UpdateCredentialsForm";

/** /admin/profile: the admin's details and credentials. The guard has already loaded the admin. */
export function Component() {
  const admin = useQuery(CurrentAdminQuery).data?.me;
  return (
    <Stack space="large">
      <PageHeader title="Profile" description="Your account and sign-in details" />
      {admin && (
        <>
          <Grid columns={{ mobile: 1, desktop: 2 }} space="medium">
            <CurrentInformationCard admin={admin} />
            <UpdateCredentialsForm currentUsername={admin.username} />
          </Grid>
          <SecurityRecommendations />
        </>
      )}
    </Stack>
  );
}

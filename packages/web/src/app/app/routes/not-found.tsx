import { EmptyState } from "@aizapy/design-system";
import { Compass } from "lucide-react";
import { ButtonLink } from "../../../shared/components/ButtonLink";
import { PageHeader } from "../../../shared/components/PageHeader";
import { paths } from "../../lib/paths";

/** Any other /app path: inside the workspace's frame, with a way back home. */
export function Component() {
  return (
    <>
      <PageHeader title="Page not found" />
      <EmptyState
        icon={<Compass size={24} />}
        titleAs="p"
        title="There is no workspace page at this address."
        action={
          <ButtonLink to={paths.home} variant="primary">
            Go to Home
          </ButtonLink>
        }
      />
    </>
  );
}

import { EmptyState, Stack } from "@aizapy/design-system";
import { useQuery } from "@apollo/client/react";
import { ArrowLeft, UserRound } from "lucide-react";
import { useNavigate, useParams } from "react-router-dom";
import { ButtonLink } from "../../../shared/components/ButtonLink";
import { PageHeader } from "../../../shared/components/PageHeader";
import { QueryErrorState } from "../../../shared/components/QueryErrorState";
import { isNotFound } from "../../../shared/lib/errors";
import { useWorkspaceAccount } from "../../api/workspace-account";
import { WorkspaceContactQuery } from "../../features/contacts/api/get-contacts";
import { contactLabel } from "../../features/contacts/contact-form";
import { ConsentCard } from "../../features/contacts/components/ConsentCard";
import { ContactDetailsCard } from "../../features/contacts/components/ContactDetailsCard";
import { paths } from "../../lib/paths";

const back = (
  <ButtonLink to={paths.contacts} icon={<ArrowLeft size={16} />} size="small">
    All contacts
  </ButtonLink>
);

/** /app/contacts/:contactId: a contact's details to edit, its consent and consent history. */
export function Component() {
  const { contactId = "" } = useParams();
  const navigate = useNavigate();
  const { account } = useWorkspaceAccount();
  const { data, loading, error, refetch } = useQuery(WorkspaceContactQuery, {
    variables: { id: contactId },
  });
  const contact = data?.workspaceContact;

  if (!contact) {
    return (
      <>
        <PageHeader title="Contact" actions={back} />
        {error && isNotFound(error, "workspaceContact") ? (
          <EmptyState
            icon={<UserRound size={24} />}
            titleAs="h2"
            title="Contact not found"
            description="It may have been deleted. Find it again in your contacts."
          />
        ) : error ? (
          <QueryErrorState what="the contact" error={error} onRetry={refetch} />
        ) : (
          loading && <EmptyState titleAs="p" title="Loading the contact..." />
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader title={contactLabel(contact)} actions={back} />
      <Stack space="large">
        <ContactDetailsCard
          contact={contact}
          onDeleted={() => void navigate(paths.contacts, { replace: true })}
        />
        <ConsentCard contact={contact} myId={account.user.id} />
      </Stack>
    </>
  );
}

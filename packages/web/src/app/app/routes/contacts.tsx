import { PageHeader } from "../../../shared/components/PageHeader";
import { ContactsCard } from "../../features/contacts/components/ContactsCard";

/** /app/contacts: the business's contacts and their consent (every role). */
export function Component() {
  return (
    <>
      <PageHeader
        title="Contacts"
        description="Everyone you message on WhatsApp, with their tags and consent to marketing."
      />
      <ContactsCard />
    </>
  );
}

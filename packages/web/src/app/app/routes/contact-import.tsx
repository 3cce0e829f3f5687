import { Stack } from "@aizapy/design-system";
import { ArrowLeft } from "lucide-react";
import { ButtonLink } from "../../../shared/components/ButtonLink";
import { PageHeader } from "../../../shared/components/PageHeader";
import { ContactImportCard } from "../../features/contacts/components/ContactImportCard";
import { paths } from "../../lib/paths";

/** /app/contacts/import: contacts from a CSV file, its columns chosen before it is uploaded. */
export function Component() {
  return (
    <Stack space="large">
      <div>
        <ButtonLink to={paths.contacts} icon={<ArrowLeft size={16} />} size="small">
          All contacts
        </ButtonLink>
      </div>
      <PageHeader
        title="Import contacts"
        description="Add or update many contacts at once from a spreadsheet saved as CSV."
      />
      <ContactImportCard />
    </Stack>
  );
}

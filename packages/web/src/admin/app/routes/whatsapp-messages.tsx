import { Stack } from "@aizapy/design-system";
import { Mail } from "lucide-react";
import { ButtonLink } from "../../../shared/components/ButtonLink";
import { PageHeader } from "../../../shared/components/PageHeader";
import { BusinessPicker } from "../../components/BusinessPicker";
import { RefreshButton } from "../../components/RefreshButton";
import { WhatsappMessageQuery } from "../../features/whatsapp-messages/api/get-whatsapp-message";
import { WhatsappMessagePageQuery } from "../../features/whatsapp-messages/api/get-whatsapp-message-page";
import { WhatsappMessageFilters } from "../../features/whatsapp-messages/components/WhatsappMessageFilters";
import { WhatsappMessageTable } from "../../features/whatsapp-messages/components/WhatsappMessageTable";
import { readWhatsappMessageFilters } from "../../features/whatsapp-messages/filters";
import { useListParams } from "../../lib/list-params";
import { paths } from "../../lib/paths";

/** /admin/messages/whatsapp: the platform's WhatsApp traffic, under the Messages section. */
export function Component() {
  const list = useListParams();
  const filters = readWhatsappMessageFilters(list);
  return (
    <>
      <PageHeader
        title="WhatsApp Messages"
        description="Messages businesses send through the API, and their customers' replies"
        actions={
          <>
            <RefreshButton
              label="Refresh messages"
              queries={[WhatsappMessagePageQuery, WhatsappMessageQuery]}
            />
            <ButtonLink to={paths.messages} icon={<Mail size={16} />}>
              Contact Messages
            </ButtonLink>
          </>
        }
      />
      <Stack space="medium">
        <WhatsappMessageFilters
          list={list}
          filters={filters}
          businessFilter={
            <BusinessPicker
              label="Business"
              allLabel="All businesses"
              value={filters.businessId}
              onChange={(businessId) => list.setFilters({ businessId })}
            />
          }
        />
        <WhatsappMessageTable list={list} filters={filters} />
      </Stack>
    </>
  );
}

import {
  Button,
  Card,
  CardBody,
  CardHeader,
  DataTable,
  type DataTableColumn,
  EmptyState,
  Inline,
  Stack,
  Text,
} from "@aizapy/design-system";
import { History, UserCheck, UserX } from "lucide-react";
import { useState } from "react";
import { DateTime } from "../../../../shared/components/DateTime";
import { type WorkspaceContactQuery } from "../../../gql/graphql";
import { type ConsentChange } from "../api/contact-mutations";
import { describeConsentActor } from "../contact-form";
import { ConsentBadge } from "./ConsentBadge";
import { ConsentChangeDialog } from "./ConsentChangeDialog";

type ContactWithHistory = WorkspaceContactQuery["workspaceContact"];
type ConsentEvent = NonNullable<ContactWithHistory["consentHistory"]>[number];

export interface ConsentCardProps {
  contact: ContactWithHistory;
  /** The signed-in member, named "You" in the history. */
  myId: string;
}

/** A contact's consent to marketing, Opt in and Opt out (each asking where), and its history. */
export function ConsentCard({ contact, myId }: ConsentCardProps) {
  const [change, setChange] = useState<ConsentChange | null>(null);
  const { status, source, updatedAt } = contact.consent;

  const columns: DataTableColumn<ConsentEvent>[] = [
    {
      id: "status",
      header: "Consent",
      isRowHeader: true,
      cell: (event) => <ConsentBadge status={event.status} />,
    },
    { id: "source", header: "Source", cell: (event) => event.source },
    { id: "actor", header: "By", cell: (event) => describeConsentActor(event.actor, myId) },
    { id: "createdAt", header: "When", cell: (event) => <DateTime iso={event.createdAt} /> },
  ];

  return (
    <Card as="section" aria-labelledby="consent-title">
      <CardHeader
        title={<span id="consent-title">Consent to marketing</span>}
        titleAs="h2"
        description="Marketing messages go only to contacts who opted in; every change is kept."
        action={
          <Inline space="small">
            {status !== "opted_in" && (
              <Button
                size="small"
                variant="secondary"
                iconStart={<UserCheck size={16} />}
                onClick={() => setChange("opt-in")}
              >
                Opt in
              </Button>
            )}
            {status !== "opted_out" && (
              <Button
                size="small"
                variant="secondary"
                iconStart={<UserX size={16} />}
                onClick={() => setChange("opt-out")}
              >
                Opt out
              </Button>
            )}
          </Inline>
        }
      />
      <CardBody>
        <Stack space="medium">
          <Inline space="small">
            <ConsentBadge status={status} />
            {source && updatedAt && (
              <Text as="span" size="small" tone="secondary">
                {source}, <DateTime iso={updatedAt} />
              </Text>
            )}
          </Inline>
          <DataTable
            caption="Consent history"
            columns={columns}
            rows={contact.consentHistory ?? []}
            getRowId={(event) => `${event.createdAt}-${event.status}`}
            empty={
              <EmptyState
                icon={<History size={24} />}
                titleAs="p"
                title="No changes yet"
                description="Opt-ins and opt-outs appear here, by you, your system or the contact."
              />
            }
          />
        </Stack>
      </CardBody>
      <ConsentChangeDialog contact={contact} change={change} onClose={() => setChange(null)} />
    </Card>
  );
}

import {
  Badge,
  Button,
  Card,
  CardBody,
  CardHeader,
  DataTable,
  type DataTableColumn,
  EmptyState,
  FilterBar,
  Inline,
  SearchField,
  Select,
  Stack,
  Text,
  TextLink,
} from "@aizapy/design-system";
import { useQuery } from "@apollo/client/react";
import { Plus, Upload, UserRound } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { ButtonLink } from "../../../../shared/components/ButtonLink";
import { DateTime } from "../../../../shared/components/DateTime";
import { QueryErrorState } from "../../../../shared/components/QueryErrorState";
import { type WorkspaceContact_ContactFragment } from "../../../gql/graphql";
import { contactPath, paths } from "../../../lib/paths";
import { WorkspaceContactsQuery, WorkspaceContactsSegmentQuery } from "../api/get-contacts";
import { consentFilterOptions } from "../contact-form";
import { AddContactDialog } from "./AddContactDialog";
import { ConsentBadge } from "./ConsentBadge";

type Contact = WorkspaceContact_ContactFragment;

const PAGE_SIZE = 50;

const columns: DataTableColumn<Contact>[] = [
  {
    id: "name",
    header: "Name",
    isRowHeader: true,
    cell: (contact) => (
      <TextLink asChild>
        <Link to={contactPath(contact.id)}>{contact.name ?? "No name"}</Link>
      </TextLink>
    ),
  },
  {
    id: "phone",
    header: "Number",
    cell: (contact) => <span translate="no">{contact.phone}</span>,
  },
  {
    id: "tags",
    header: "Tags",
    hideBelow: "tablet",
    cell: (contact) =>
      contact.tags.length > 0 ? (
        <Inline space="xsmall">
          {contact.tags.map((tag) => (
            <Badge key={tag} tone="info" variant="outline">
              {tag}
            </Badge>
          ))}
        </Inline>
      ) : (
        "—"
      ),
  },
  {
    id: "consent",
    header: "Consent",
    cell: (contact) => <ConsentBadge status={contact.consent.status} />,
  },
  {
    id: "lastInboundAt",
    header: "Last message",
    hideBelow: "desktop",
    cell: (contact) => (contact.lastInboundAt ? <DateTime iso={contact.lastInboundAt} /> : "Never"),
  },
];

/**
 * The business's contacts, newest first: searched by name or number, filtered by tag and consent
 * (kept in the URL), or the contacts of a segment; 50 at a time with "Load more"; Add contact and
 * Import CSV.
 */
export function ContactsCard() {
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const tag = params.get("tag") ?? "";
  const consent = params.get("consent") ?? "";
  const segmentId = params.get("segmentId") ?? "";
  const [qText, setQText] = useState(q);
  const [tagText, setTagText] = useState(tag);
  const [isAdding, setAdding] = useState(false);

  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(
    WorkspaceContactsQuery,
    {
      variables: {
        q: q || undefined,
        tag: tag || undefined,
        consent: consent || undefined,
        segmentId: segmentId || undefined,
        limit: PAGE_SIZE,
      },
      notifyOnNetworkStatusChange: true,
    },
  );
  // While a new filter loads, the rows on screen stay.
  const page = data?.workspaceContacts ?? previousData?.workspaceContacts;
  const activeFilters = [q, tag, consent, segmentId].filter(Boolean).length;
  const segment = useQuery(WorkspaceContactsSegmentQuery, {
    variables: { id: segmentId },
    skip: !segmentId,
  });
  const segmentName = segment.data?.workspaceSegment.name;

  const setFilter = (name: "q" | "tag" | "consent" | "segmentId", value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value.trim()) next.set(name, value.trim());
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  const clearFilters = () => {
    setQText("");
    setTagText("");
    setParams({}, { replace: true });
  };

  return (
    <Card as="section" aria-labelledby="contacts-title">
      <CardHeader
        title={<span id="contacts-title">Contacts</span>}
        titleAs="h2"
        description="The people you message, with their consent to marketing."
        action={
          <Inline space="small">
            <ButtonLink to={paths.contactImport} size="small" icon={<Upload size={16} />}>
              Import CSV
            </ButtonLink>
            <Button size="small" iconStart={<Plus size={16} />} onClick={() => setAdding(true)}>
              Add contact
            </Button>
          </Inline>
        }
      />
      <CardBody>
        <Stack space="medium">
          {segmentId && (
            <Inline space="small" alignY="center">
              <Text>
                {"Segment: "}
                <Text as="span" weight="semibold">
                  {segmentName ?? (segment.error ? "not found" : "...")}
                </Text>
              </Text>
              <Button variant="secondary" size="small" onClick={() => setFilter("segmentId", "")}>
                Show every contact
              </Button>
            </Inline>
          )}
          <FilterBar activeCount={activeFilters} onClear={clearFilters}>
            <SearchField
              label="Search contacts"
              placeholder="Name or number"
              value={qText}
              onValueChange={setQText}
              onSearch={(value) => setFilter("q", value)}
            />
            <SearchField
              label="Tag"
              placeholder="e.g. vip"
              value={tagText}
              onValueChange={setTagText}
              onSearch={(value) => setFilter("tag", value)}
            />
            <Select
              label="Consent"
              options={consentFilterOptions}
              value={consent}
              onChange={(event) => setFilter("consent", event.target.value)}
            />
          </FilterBar>
          {error && !page ? (
            <QueryErrorState what="contacts" error={error} onRetry={refetch} />
          ) : (
            <DataTable
              caption="Contacts"
              hideCaption
              columns={columns}
              rows={page?.items ?? []}
              getRowId={(contact) => contact.id}
              loading={loading && !page}
              loadingLabel="Loading contacts"
              loadingRowCount={3}
              empty={
                <EmptyState
                  icon={<UserRound size={24} />}
                  titleAs="p"
                  title={activeFilters > 0 ? "No contacts match" : "No contacts yet"}
                  description={
                    activeFilters > 0
                      ? "Try another search or clear the filters."
                      : 'Click "Add contact", or add them from your system through /v1/contacts.'
                  }
                />
              }
            />
          )}
          {page?.nextCursor && (
            <Inline align="center">
              <Button
                variant="secondary"
                loading={loading}
                loadingText="Loading..."
                onClick={() => void fetchMore({ variables: { cursor: page.nextCursor } })}
              >
                Load more
              </Button>
            </Inline>
          )}
        </Stack>
      </CardBody>
      <AddContactDialog open={isAdding} onOpenChange={setAdding} />
    </Card>
  );
}

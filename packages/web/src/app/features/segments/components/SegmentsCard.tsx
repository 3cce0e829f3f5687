import {
  Button,
  Card,
  CardBody,
  CardHeader,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  EmptyState,
  Inline,
  TextLink,
} from "@aizapy/design-system";
import { useQuery } from "@apollo/client/react";
import { Filter, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { QueryErrorState } from "../../../../shared/components/QueryErrorState";
import { type WorkspaceSegment_SegmentFragment } from "../../../gql/graphql";
import { segmentContactsPath } from "../../../lib/paths";
import { useDeleteSegment, useSegmentCampaigns, WorkspaceSegmentsQuery } from "../api/segments";
import { describeFilter, segmentFormValues, type SegmentFormValues } from "../segment-form";
import { SegmentFormDialog } from "./SegmentFormDialog";

type Segment = WorkspaceSegment_SegmentFragment;

/** The workspace's segments with their counts: each opens its contacts; new, edit, delete. */
export function SegmentsCard() {
  const { data, loading, error, refetch } = useQuery(WorkspaceSegmentsQuery);
  const [editing, setEditing] = useState<{ id: string; values: SegmentFormValues } | null>(null);
  const [isFormOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Segment | null>(null);
  const { remove, isDeleting } = useDeleteSegment();
  // Campaigns are loaded to name them only when a segment has a condition on one.
  const { nameOf } = useSegmentCampaigns(
    !data?.workspaceSegments.some((segment) => segment.filter.campaign),
  );

  const openForm = (segment: Segment | null) => {
    setEditing(segment && { id: segment.id, values: segmentFormValues(segment) });
    setFormOpen(true);
  };

  const columns: DataTableColumn<Segment>[] = [
    {
      id: "name",
      header: "Name",
      isRowHeader: true,
      cell: (segment) => (
        <TextLink asChild>
          <Link to={segmentContactsPath(segment.id)}>{segment.name}</Link>
        </TextLink>
      ),
    },
    {
      id: "filter",
      header: "Contacts who are",
      hideBelow: "tablet",
      cell: (segment) => describeFilter(segment.filter, nameOf),
    },
    {
      id: "count",
      header: "Contacts",
      align: "end",
      cell: (segment) => segment.count.toLocaleString("en-IN"),
    },
  ];

  return (
    <Card as="section" aria-labelledby="segments-title">
      <CardHeader
        title={<span id="segments-title">Segments</span>}
        titleAs="h2"
        description="Saved filters of your contacts, counted as they are now."
        action={
          <Button size="small" iconStart={<Plus size={16} />} onClick={() => openForm(null)}>
            New segment
          </Button>
        }
      />
      <CardBody>
        {error && !data ? (
          <QueryErrorState what="segments" error={error} onRetry={refetch} />
        ) : (
          <DataTable
            caption="Segments"
            hideCaption
            columns={columns}
            rows={data?.workspaceSegments ?? []}
            getRowId={(segment) => segment.id}
            getRowLabel={(segment) => segment.name}
            loading={loading && !data}
            loadingLabel="Loading segments"
            loadingRowCount={3}
            rowActionsLabel="Actions"
            rowActions={(segment) => (
              <Inline space="xsmall">
                <Button
                  size="small"
                  variant="secondary"
                  iconStart={<Pencil size={14} />}
                  aria-label={`Edit ${segment.name}`}
                  onClick={() => openForm(segment)}
                >
                  Edit
                </Button>
                <Button
                  size="small"
                  variant="secondary"
                  iconStart={<Trash2 size={14} />}
                  aria-label={`Delete ${segment.name}`}
                  onClick={() => setDeleting(segment)}
                >
                  Delete
                </Button>
              </Inline>
            )}
            empty={
              <EmptyState
                icon={<Filter size={24} />}
                titleAs="p"
                title="No segments yet"
                description='Click "New segment" to save a filter of your contacts, e.g. everyone tagged vip.'
              />
            }
          />
        )}
      </CardBody>
      <SegmentFormDialog open={isFormOpen} onOpenChange={setFormOpen} segment={editing} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open && !isDeleting) setDeleting(null);
        }}
        title="Delete segment?"
        description={`${deleting?.name ?? "The segment"} is deleted; its contacts stay.`}
        confirmLabel="Delete"
        onConfirm={() => {
          if (deleting)
            void remove(deleting).then((done) => {
              if (done) setDeleting(null);
            });
        }}
        keepOpenOnConfirm
        loading={isDeleting}
      />
    </Card>
  );
}

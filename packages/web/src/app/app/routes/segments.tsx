import { PageHeader } from "../../../shared/components/PageHeader";
import { SegmentsCard } from "../../features/segments/components/SegmentsCard";

/** /app/segments: saved filters of the contacts, with their counts (every role). */
export function Component() {
  return (
    <>
      <PageHeader
        title="Segments"
        description="Groups of contacts by tags, attributes, consent and when they last wrote."
      />
      <SegmentsCard />
    </>
  );
}

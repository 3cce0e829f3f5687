import {
  Card,
  CardBody,
  CardHeader,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
} from "@aizapy/design-system";
import { formatCount } from "../../../../shared/lib/format";
import { type CampaignDetail_CampaignFragment } from "../../../gql/graphql";
import { exclusionLabels } from "../campaign-status";

export interface FailuresCardProps {
  campaign: Pick<CampaignDetail_CampaignFragment, "failures" | "excluded">;
}

/**
 * Every reason a message failed (or waits to be tried again), with its code and a sentence a
 * marketer understands; and the contacts the launch left out, by why.
 */
export function FailuresCard({ campaign }: FailuresCardProps) {
  const { failures, excluded } = campaign;
  return (
    <Card as="section" aria-labelledby="failures-title">
      <CardHeader
        title={<span id="failures-title">Failures by reason</span>}
        titleAs="h2"
        description="Why messages did not reach their recipients, and who the launch left out."
      />
      <CardBody>
        <Stack space="large">
          {failures.length === 0 ? (
            <Text tone="secondary">No message has failed.</Text>
          ) : (
            <Table caption="Failures">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>Code</TableHeaderCell>
                  <TableHeaderCell>Reason</TableHeaderCell>
                  <TableHeaderCell>Recipients</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {failures.map((failure) => (
                  <TableRow key={failure.code}>
                    <TableHeaderCell scope="row">
                      <span translate="no">{failure.code}</span>
                    </TableHeaderCell>
                    <TableCell>{failure.reason}</TableCell>
                    <TableCell>{formatCount(failure.count)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          {excluded.length > 0 && (
            <Table caption="Left out at launch">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>Why</TableHeaderCell>
                  <TableHeaderCell>Contacts</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {excluded.map(({ code, count }) => (
                  <TableRow key={code}>
                    <TableHeaderCell scope="row">
                      {exclusionLabels[code as keyof typeof exclusionLabels] ?? code}
                    </TableHeaderCell>
                    <TableCell>{formatCount(count)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Stack>
      </CardBody>
    </Card>
  );
}

import {
  Button,
  Card,
  CardBody,
  CardHeader,
  Select,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  TextField,
} from "@aizapy/design-system";
import { CONTACT_IMPORT_LIMITS } from "@aizapy/contracts";
import { Upload } from "lucide-react";
import { useState, type ChangeEvent } from "react";
import { Notice } from "../../../components/Notice";
import { notifyRequestFailure } from "../../../lib/notify";
import { startContactImport } from "../api/contact-imports";
import {
  attributeName,
  guessRole,
  mappingProblem,
  parseCsv,
  rewriteCsv,
  type ColumnMapping,
  type ColumnRole,
} from "../import-columns";
import { ImportProgress } from "./ImportProgress";

const PREVIEW_ROWS = 5;
const MAX_MB = CONTACT_IMPORT_LIMITS.maxBytes / (1024 * 1024);

interface ChosenFile {
  name: string;
  text: string;
  preview: string[][];
  mappings: ColumnMapping[];
}

const roleOptions = (header: string) => [
  { value: "phone", label: "Phone" },
  { value: "name", label: "Name" },
  { value: "tags", label: "Tags" },
  { value: "attribute", label: `Attribute "${attributeName(header)}"` },
  { value: "ignore", label: "Ignore" },
];

/**
 * Imports contacts from a CSV file: the file is read here, its first rows shown with a choice of
 * what each column is (guessed from the headers as the server would), and the rewritten file is
 * uploaded; then the import's progress and result.
 */
export function ContactImportCard() {
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [optInSource, setOptInSource] = useState("");
  const [isUploading, setUploading] = useState(false);
  const [importId, setImportId] = useState<string | null>(null);

  if (importId) return <ImportProgress importId={importId} />;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setFile(null);
    setFileError(undefined);
    if (!chosen) return;
    if (chosen.size > CONTACT_IMPORT_LIMITS.maxBytes) {
      setFileError(`Choose a file of at most ${MAX_MB} MB.`);
      return;
    }
    const text = await chosen.text();
    const preview = parseCsv(text, PREVIEW_ROWS + 1);
    const [header] = preview;
    if (!header || header.length === 0) {
      setFileError("The file is empty: choose a CSV with a header row.");
      return;
    }
    setFile({
      name: chosen.name,
      text,
      preview,
      mappings: header.map((title) => ({ header: title, role: guessRole(title) })),
    });
  };

  const setRole = (index: number, role: ColumnRole) =>
    setFile(
      (current) =>
        current && {
          ...current,
          mappings: current.mappings.map((mapping, i) =>
            i === index ? { ...mapping, role } : mapping,
          ),
        },
    );

  const problem = file ? mappingProblem(file.mappings) : null;

  const upload = async () => {
    if (!file || problem) return;
    setUploading(true);
    try {
      setImportId(await startContactImport(rewriteCsv(file.text, file.mappings), optInSource));
    } catch (failure) {
      notifyRequestFailure("Import not started", failure, "Please try again.");
    } finally {
      setUploading(false);
    }
  };

  return (
    <Card as="section" aria-labelledby="contact-import-title">
      <CardHeader
        title={<span id="contact-import-title">Import a CSV file</span>}
        titleAs="h2"
        description={`A header row, then a contact per row; up to ${MAX_MB} MB. A number that is already a contact is updated.`}
      />
      <CardBody>
        <Stack space="large">
          <TextField
            label="CSV file"
            type="file"
            accept=".csv,text/csv"
            error={fileError}
            onChange={(event) => void choose(event)}
          />
          {file && (
            <>
              <Stack space="small">
                <Text weight="semibold">Columns</Text>
                <Text tone="secondary">
                  {`The first rows of ${file.name}. Choose what each column is; ignored columns are left out.`}
                </Text>
                <Table caption="Preview of the file">
                  <TableHeader>
                    <TableRow>
                      {file.mappings.map((mapping, index) => (
                        <TableHeaderCell key={index}>
                          <Select
                            label={`Column "${mapping.header}"`}
                            options={roleOptions(mapping.header)}
                            value={mapping.role}
                            onChange={(event) => setRole(index, event.target.value as ColumnRole)}
                          />
                        </TableHeaderCell>
                      ))}
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {file.preview.slice(1).map((row, rowIndex) => (
                      <TableRow key={rowIndex}>
                        {file.mappings.map((_, index) => (
                          <TableCell key={index}>{row[index] ?? ""}</TableCell>
                        ))}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Stack>
              {problem && <Notice tone="caution" title={problem} />}
              <TextField
                label="Record these contacts as opted in — source:"
                autoComplete="off"
                hint='Only if they agreed to hear marketing: where, e.g. "shop counter". Leave empty otherwise.'
                value={optInSource}
                onChange={(event) => setOptInSource(event.target.value)}
              />
              <div>
                <Button
                  iconStart={<Upload size={16} />}
                  disabled={problem !== null}
                  loading={isUploading}
                  loadingText="Uploading..."
                  onClick={() => void upload()}
                >
                  Import contacts
                </Button>
              </div>
            </>
          )}
        </Stack>
      </CardBody>
    </Card>
  );
}

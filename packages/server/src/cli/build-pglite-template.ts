// Run by `pnpm build`: writes the template a new PGlite data directory is unpacked from (see
// database-template.ts), and removes templates of earlier migrations.
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { writePgliteTemplate } from "@aizapy/db";
import {
  bundledTemplateDir,
  bundledTemplateFile,
  productInstallation,
} from "../database-template.ts";

const file = bundledTemplateFile();
mkdirSync(bundledTemplateDir, { recursive: true });
for (const entry of readdirSync(bundledTemplateDir)) {
  const stale = path.join(bundledTemplateDir, entry);
  if (stale !== file) rmSync(stale, { recursive: true, force: true });
}
const bytes = await writePgliteTemplate(file, productInstallation);
console.log(
  `wrote the PGlite template ${path.relative(process.cwd(), file)} (${(bytes / 1e6).toFixed(1)} MB)`,
);

import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The web app's lint zones (eslint.config.js): the site, the console and the workspace do not
 * import one another; the console and the workspace share src/shared, which imports none of the
 * areas and which the site does not import; and a console feature imports neither another feature
 * nor the shell. Each fixture is linted as if it sat at its path, so no violating file is ever in
 * the tree.
 */
const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const ZONES = "import-x/no-restricted-paths";

interface Fixture {
  name: string;
  /** Where the file would be, from the repository's root. */
  filePath: string;
  code: string;
}

const violations: (Fixture & { importPath: string })[] = [
  {
    name: "a console feature importing another feature",
    filePath: "packages/web/src/admin/features/api-configs/components/LintZoneFixture.tsx",
    importPath: "../../messages/api/get-contact-messages",
    code: 'import { ContactMessagePageQuery } from "../../messages/api/get-contact-messages";\n\nexport const query = ContactMessagePageQuery;\n',
  },
  {
    name: "a console feature importing the console's shell",
    filePath: "packages/web/src/admin/features/dashboard/lint-zone-fixture.ts",
    importPath: "../../app/router",
    code: 'import { createAdminRouter } from "../../app/router";\n\nexport const create = createAdminRouter;\n',
  },
  {
    name: "a shared room of the console importing a feature",
    filePath: "packages/web/src/admin/components/LintZoneFixture.tsx",
    importPath: "../features/search/components/GlobalSearch",
    code: 'import { GlobalSearch } from "../features/search/components/GlobalSearch";\n\nexport const Search = GlobalSearch;\n',
  },
  {
    name: "the console importing the public site by a relative path",
    filePath: "packages/web/src/admin/lib/lint-zone-fixture.ts",
    importPath: "../../site/routes",
    code: 'import { publicRouteIds } from "../../site/routes";\n\nexport const ids = publicRouteIds;\n',
  },
  {
    name: "the public site importing the console",
    filePath: "packages/web/src/site/lib/lint-zone-fixture.ts",
    importPath: "../../admin/lib/paths",
    code: 'import { paths } from "../../admin/lib/paths";\n\nexport const login = paths.login;\n',
  },
  {
    name: "the workspace importing the console",
    filePath: "packages/web/src/app/lint-zone-fixture.ts",
    importPath: "../admin/lib/paths",
    code: 'import { paths } from "../admin/lib/paths";\n\nexport const login = paths.login;\n',
  },
  {
    name: "the shared room importing the console",
    filePath: "packages/web/src/shared/components/LintZoneFixture.tsx",
    importPath: "../../admin/lib/paths",
    code: 'import { paths } from "../../admin/lib/paths";\n\nexport const login = paths.login;\n',
  },
  {
    name: "the shared room importing the workspace's generated types",
    filePath: "packages/web/src/shared/lib/lint-zone-fixture.ts",
    importPath: "../../app/gql/graphql",
    code: 'import { type WorkspaceApiKeysQuery } from "../../app/gql/graphql";\n\nexport type Keys = WorkspaceApiKeysQuery;\n',
  },
  {
    name: "the public site importing the shared room",
    filePath: "packages/web/src/site/lib/lint-zone-fixture.ts",
    importPath: "../../shared/lib/format",
    code: 'import { formatRupees } from "../../shared/lib/format";\n\nexport const rupees = formatRupees;\n',
  },
];

const allowed: Fixture[] = [
  {
    name: "a feature importing its own parts, the shared rooms and the generated types",
    filePath: "packages/web/src/admin/features/dashboard/components/LintZoneFixture.tsx",
    code: [
      'import { UnreadCountQuery } from "../../../api/get-unread-count";',
      'import { BusinessPicker } from "../../../components/BusinessPicker";',
      'import { type DashboardStatsQuery as Stats } from "../../../gql/graphql";',
      'import { paths } from "../../../lib/paths";',
      'import { DashboardStatsQuery } from "../api/get-dashboard-stats";',
      'import { QuickActions } from "./QuickActions";',
      "",
      "export const parts = [UnreadCountQuery, BusinessPicker, DashboardStatsQuery, QuickActions];",
      "export const home = paths.dashboard;",
      "export type DashboardStats = Stats;",
      "",
    ].join("\n"),
  },
  {
    name: "the shell composing features",
    filePath: "packages/web/src/admin/app/routes/lint-zone-fixture.tsx",
    code: 'import { QuickActions } from "../../features/dashboard/components/QuickActions";\nimport { MessageList } from "../../features/messages/components/MessageList";\n\nexport const parts = [QuickActions, MessageList];\n',
  },
  {
    name: "a workspace feature importing the shared room",
    filePath: "packages/web/src/app/features/api-keys/components/LintZoneFixture.tsx",
    code: [
      'import { ApiKeysCard } from "../../../../shared/components/api-keys/ApiKeysCard";',
      'import { formatDateTime } from "../../../../shared/lib/format";',
      'import { WorkspaceApiKeysQuery } from "../api/api-keys";',
      "",
      "export const parts = [ApiKeysCard, formatDateTime, WorkspaceApiKeysQuery];",
      "",
    ].join("\n"),
  },
  {
    name: "the console's shell importing the shared room",
    filePath: "packages/web/src/admin/app/lint-zone-fixture.tsx",
    code: 'import { SignedInLayout } from "../../shared/components/SignedInLayout";\n\nexport const Layout = SignedInLayout;\n',
  },
  {
    name: "the shared room importing the contracts, the design system and its own rooms",
    filePath: "packages/web/src/shared/components/LintZoneFixture.tsx",
    code: [
      'import { formatRupees } from "../lib/format";',
      'import { PRICING_CATEGORIES } from "@aizapy/contracts";',
      'import { Badge } from "@aizapy/design-system";',
      "",
      "export const parts = [formatRupees, PRICING_CATEGORIES, Badge];",
      "",
    ].join("\n"),
  },
];

describe("web lint zones", () => {
  let eslint: ESLint;

  beforeAll(() => {
    eslint = new ESLint({ cwd: repoRoot });
  });

  const lint = async ({ filePath, code }: Fixture) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
    return result?.messages ?? [];
  };

  it.each(violations)("refuses $name", async (fixture) => {
    const reports = (await lint(fixture)).filter((message) => message.ruleId === ZONES);
    expect(reports).toHaveLength(1);
    expect(reports[0]?.message).toContain(`"${fixture.importPath}"`);
  });

  it.each(allowed)("allows $name", async (fixture) => {
    expect(await lint(fixture)).toEqual([]);
  });
}, 60_000);

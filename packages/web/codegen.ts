import type { CodegenConfig } from "@graphql-codegen/cli";

/** How every target writes its types: the same rules for the console and the workspace. */
const clientOutput = {
  preset: "client",
  presetConfig: { fragmentMasking: false },
  config: {
    scalars: { DateTimeISO: "string", ID: "string" },
    strictScalars: true,
    enumsAsTypes: true,
    useTypeImports: true,
    skipTypename: false,
    avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: true },
  },
} as const;

/**
 * Typed operations for the admin console and the business workspace, from the server's committed
 * schema. Each output lives inside its own area (src/admin/gql/, src/app/gql/), built only from
 * that area's operations, so neither a public page nor the other area can import it.
 * Run `pnpm --filter @aizapy/web codegen`; `codegen:check` fails when an output is out of date.
 */
const config: CodegenConfig = {
  schema: "../graphql-server/schema.graphql",
  ignoreNoDocuments: false,
  generates: {
    "src/admin/gql/": {
      ...clientOutput,
      documents: ["src/admin/**/*.{ts,tsx}", "!src/admin/gql/**"],
    },
    "src/app/gql/": {
      ...clientOutput,
      documents: ["src/app/**/*.{ts,tsx}", "!src/app/gql/**"],
    },
  },
};

export default config;

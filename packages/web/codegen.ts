import type { CodegenConfig } from "@graphql-codegen/cli";

/**
 * Typed operations for the admin console, from the server's committed schema. The output lives
 * under src/admin/ so that only the console (never a public page) can import it.
 * Run `pnpm --filter @aizapy/web codegen`; `codegen:check` fails when the output is out of date.
 */
const config: CodegenConfig = {
  schema: "../graphql-server/schema.graphql",
  documents: ["src/admin/**/*.{ts,tsx}", "!src/admin/gql/**"],
  ignoreNoDocuments: false,
  generates: {
    "src/admin/gql/": {
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
    },
  },
};

export default config;

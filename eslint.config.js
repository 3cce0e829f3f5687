// @ts-check
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Imports that would point an arrow the wrong way (see README, "Architecture"). */
const boundaries = [
  {
    files: ["packages/design-system/**"],
    patterns: [
      {
        group: ["@aizapy/web", "@aizapy/web/*"],
        message: "The design system must not depend on the app.",
      },
      {
        group: ["@aizapy/graphql-server", "@aizapy/graphql-server/*", "@aizapy/rest-compat"],
        message: "The design system knows nothing of the server.",
      },
    ],
  },
  {
    files: ["packages/web/**"],
    patterns: [
      {
        // A regex, because a gitignore-style group cannot let one subpath through: everything of
        // the server but its zod-only validation module.
        regex: "^@aizapy/(graphql-server(?!/validation$)(/.*)?|rest-compat(/.*)?)$",
        message:
          "The web app talks to the server over GraphQL only; import shared rules from @aizapy/graphql-server/validation.",
      },
    ],
  },
  {
    files: ["packages/rest-compat/**"],
    patterns: [
      {
        group: [
          "@aizapy/web",
          "@aizapy/design-system",
          "@aizapy/graphql-server",
          "@aizapy/graphql-server/*",
        ],
        message:
          "rest-compat receives the GraphQL executor and the input schemas from the server; it imports neither.",
      },
    ],
  },
];

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/storybook-static/**",
      "packages/web/build-ssr/**",
      "packages/graphql-server/src/generated/**",
      "packages/web/src/gql/**",
      "packages/web/src/admin/gql/**",
      "tests/.artifacts/**",
      "test-results/**",
      "playwright-report/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      eqeqeq: ["error", "always"],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    files: ["packages/design-system/**/*.tsx", "packages/web/**/*.tsx", ".storybook/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["scripts/**", "tests/**", "**/cli/**", "**/*.config.*", "prisma/**"],
    rules: { "no-console": "off" },
  },
  ...boundaries.map(({ files, patterns }) => ({
    files,
    rules: { "no-restricted-imports": ["error", { patterns }] },
  })),
);

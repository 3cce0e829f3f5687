import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  stories: ["../packages/*/src/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    const rolldownOptions = viteConfig.build?.rolldownOptions ?? {};
    viteConfig.build = {
      ...viteConfig.build,
      // Storybook's own bundle is large by nature; product bundles have their own budget.
      chunkSizeWarningLimit: 2000,
      rolldownOptions: {
        ...rolldownOptions,
        // Radix marks its modules "use client", which means nothing in a client-only bundle.
        checks: { ...rolldownOptions.checks, moduleLevelDirective: false },
      },
    };
    return viteConfig;
  },
};

export default config;

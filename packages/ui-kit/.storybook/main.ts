import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Storybook for the ui-kit: every component under every club theme and culture, no server.
 * `@clubshop/*` packages resolve to their source (the `@clubshop/source` export condition), so
 * stories need no build of theming, i18n or validation first.
 *
 * Pages: the introduction and the theme tokens (`pages/*.mdx`), then one docs page per component
 * (autodocs, with its prop table) and its stories. `checks/` holds the stories the axe run of the
 * test command uses to prove it can fail; they are hidden from the sidebar.
 */
const config: StorybookConfig = {
  stories: ['./pages/*.mdx', '../src/**/*.stories.tsx', './checks/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-themes'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: async (viteConfig) => {
    const conditions = viteConfig.resolve?.conditions ?? ['module', 'browser', 'development|production'];
    viteConfig.resolve = {
      ...viteConfig.resolve,
      conditions: ['@clubshop/source', ...conditions.filter((condition) => condition !== '@clubshop/source')],
    };
    return viteConfig;
  },
};

export default config;

import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Storybook for the ui-kit: every component under every club theme and culture, no server.
 * `@clubshop/*` packages resolve to their source (the `@clubshop/source` export condition), so
 * stories need no build of theming, i18n or validation first.
 */
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
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

import { join, sep } from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import type { Plugin, PluginOption } from 'vite';

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
  stories: [
    './pages/*.mdx',
    '../src/**/*.stories.tsx',
    './playground/*.stories.tsx',
    './checks/*.stories.tsx',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-themes'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: async (viteConfig) => {
    const conditions = viteConfig.resolve?.conditions ?? ['module', 'browser', 'development|production'];
    viteConfig.resolve = {
      ...viteConfig.resolve,
      conditions: ['@clubshop/source', ...conditions.filter((condition) => condition !== '@clubshop/source')],
    };
    docgenOnComponentsOnly(viteConfig.plugins ?? []);
    return viteConfig;
  },
};

/** The kit's own modules, where every component a stories file names as `component` lives. */
const kitSource = join(import.meta.dirname, '..', 'src') + sep;

/**
 * The framework's react-docgen plugin reads every module of the preview that is not in
 * node_modules (stories, the other packages' source, this folder): 514 modules, about half of the
 * time its plugins took (decision 0057). A prop table comes only from a component's `__docgenInfo`,
 * and every component a meta names is one of the kit's modules. So it reads those only: the kit's modules minus
 * stories and tests. The check of the test command fails on a component whose prop table is
 * empty, so a component outside them would not go unnoticed.
 */
function docgenOnComponentsOnly(plugins: PluginOption[]) {
  const docgen = plugins
    .flat(Number.POSITIVE_INFINITY)
    .find(
      (plugin): plugin is Plugin =>
        !!plugin &&
        typeof plugin === 'object' &&
        'name' in plugin &&
        plugin.name === 'storybook:react-docgen-plugin',
    );
  const transform = docgen?.transform;
  if (!docgen || typeof transform !== 'function') return;
  docgen.transform = function componentsOnly(code, id, options) {
    const file = id.split('?')[0] ?? id;
    if (
      !file.startsWith(kitSource) ||
      /\.(stories|test)\.tsx?$/.test(file) ||
      file.includes(`${sep}test-utils${sep}`)
    )
      return undefined;
    return transform.call(this, code, id, options);
  };
}

export default config;

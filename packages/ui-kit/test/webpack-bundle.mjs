#!/usr/bin/env node
// @ts-check
/**
 * Bundles an app's `entry.js` with webpack 5, css-loader and mini-css-extract-plugin, as a club
 * team's webpack app would (production mode, the package resolved from the app's node_modules),
 * into `out/main.js` and `out/main.css`. Run by `src/build-output.test.ts` in its own process, in
 * the app folder (webpack, like esbuild, is not run inside jsdom). The CSS keeps webpack's path
 * comments (`pathinfo`), so the test can list the stylesheets it carries.
 *
 *   node test/webpack-bundle.mjs   (cwd: the app folder)
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';

const app = process.cwd();
const cssLoader = createRequire(import.meta.url).resolve('css-loader');

const compiler = webpack({
  mode: 'production',
  context: app,
  entry: './entry.js',
  output: { path: join(app, 'out'), filename: 'main.js', pathinfo: 'verbose' },
  // The package's own dependencies are not what is measured.
  externals: [
    /^react(-dom)?(\/.*)?$/,
    /^@clubshop\/(validation|theming|i18n)(\/.*)?$/,
    'focus-trap',
    'tabbable',
  ],
  externalsType: 'commonjs',
  // The app's node_modules path, as an installed package has it (the test links the package).
  resolve: { symlinks: false },
  optimization: { minimize: false },
  module: { rules: [{ test: /\.css$/, use: [MiniCssExtractPlugin.loader, cssLoader] }] },
  plugins: [new MiniCssExtractPlugin({ filename: 'main.css' })],
});

compiler.run((error, stats) => {
  if (error || !stats || stats.hasErrors()) {
    console.error(error ?? stats?.toString('errors-only'));
    process.exit(1);
  }
  compiler.close(() => {});
});

// A CommonJS TypeScript module (`.cts`): `import` compiles to `require()`, and TypeScript reads
// each package's `require` declarations (`.d.cts`). Run after tsc: node out/<setting>/consumer.cjs
import { createClient } from '@clubshop/api-sdk';
import { themeFromSettings, themeToCss } from '@clubshop/theming/core';
import { Button, type HeaderProps } from '@clubshop/ui-kit';
import { sortSizeLabels } from '@clubshop/validation';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

const client = createClient({ hosts: 'http://localhost:4000', context: () => ({ culture: 'en' }) });
const css: string = themeToCss(themeFromSettings({ theming: { primaryColor: '#c8102e' } }));
const sizes: string[] = sortSizeLabels(['XL', 'S', 'M']);
const culture: HeaderProps['culture'] = 'en';
const button: string = renderToStaticMarkup(createElement(Button, { type: 'button' }, 'Buy'));
if (
  typeof client.catalog.search !== 'function' ||
  !css.includes('--cs-color-primary') ||
  !button.includes('cs-button')
)
  throw new Error('the CommonJS build answered wrongly');
console.info(`commonjs: ${sizes.join(' ')} ${culture}`);

// A server component: the club's theme as CSS variables in the page's head, the kit's stylesheet
// bundled by Next (the components' own CSS imports come along too).
import '@clubshop/ui-kit/styles.css';
import { themeFromSettings, themeToCss } from '@clubshop/theming/core';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { clubShop } from './clubshop';

export async function generateMetadata(): Promise<Metadata> {
  const { settings } = await clubShop();
  return { title: settings.theme.siteName };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const { settings } = await clubShop();
  return (
    <html lang={settings.culture}>
      <head>
        <style>{themeToCss(themeFromSettings(settings), ':root')}</style>
      </head>
      <body>{children}</body>
    </html>
  );
}

/**
 * The theme playground (issue 41): a designer sets a new club's colours, logo and font as
 * Storybook controls and sees the kit's main components in that theme, with the contrast warnings
 * of the back office's settings screen (`contrastChecks` of `@clubshop/theming`, one rule) and the
 * theme JSON the admin API takes for a site's settings (`themeToSettings`).
 */
import {
  type ClubTheme,
  type ContrastCheck,
  contrastChecks,
  ThemeProvider,
  type ThemeSettingsChange,
  themeToSettings,
} from '@clubshop/theming';
import { useEffect, useMemo, useState } from 'react';
import { demoLines, demoTotals } from '../../src/basket/test-utils/demo-basket.ts';
import { demoProducts } from '../../src/catalogue/test-utils/demo-products.ts';
import {
  Alert,
  BasketLines,
  BasketSummary,
  Button,
  Header,
  LoginForm,
  ProductList,
} from '../../src/index.ts';
import { sampleCountries, sampleNavigation, sampleUsps } from '../../src/test-utils/sample-data.ts';
import './theme-playground.css';

/** The controls of the playground. */
export interface ThemePlaygroundArgs {
  /** The club's site name: the header's text without a logo, and the logo's default alt text. */
  siteName: string;
  /** Main brand colour (header, primary buttons, links). */
  primaryColor: string;
  /** Accent colour (secondary buttons, badges). */
  secondaryColor: string;
  /** Body text colour on the white page. */
  textColor: string;
  /** A CSS font-family list: the fonts the kit's text is set in. */
  fontFamily: string;
  /** A logo image URL (used when no file is chosen). */
  logoUrl: string;
  /** A logo file chosen in the browser (Storybook's file control gives its object URL). */
  logoFile?: string[] | string | undefined;
  /** The logo's alt text; default the site name. */
  logoAltText: string;
}

/** The font stacks the Storybook serves (self-hosted in `fonts.css`) or every system has. */
export const playgroundFonts = {
  Barlow: '"Barlow", system-ui, sans-serif',
  'Source Sans 3': '"Source Sans 3", system-ui, sans-serif',
  Georgia: 'Georgia, "Times New Roman", serif',
  'System UI': 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
} as const;

/** What each checked pair is, in a designer's words. */
const pairNames: Record<ContrastCheck['pair'], string> = {
  'text-on-background': 'Body text on the white page',
  'on-primary': 'Button text on the primary colour',
  'on-secondary': 'Text on the secondary colour',
};

/** The first object URL of the file control (it gives an array, or a string in older versions). */
function chosenFile(value: ThemePlaygroundArgs['logoFile']): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first ? first : undefined;
}

/**
 * The chosen logo file read in the browser as a data URL (an object URL lives only in this tab;
 * the exported JSON must carry the image itself). A data URL is used as it is.
 */
function useLogoFile(objectUrl: string | undefined): string | undefined {
  const [dataUrl, setDataUrl] = useState<string | undefined>(undefined);
  useEffect(() => {
    setDataUrl(undefined);
    if (!objectUrl) return undefined;
    if (objectUrl.startsWith('data:')) {
      setDataUrl(objectUrl);
      return undefined;
    }
    let current = true;
    void fetch(objectUrl)
      .then((response) => response.blob())
      .then(
        (blob) =>
          new Promise<string>((resolve, reject) => {
            const reader = new FileReader();
            reader.onload = () => resolve(String(reader.result));
            reader.onerror = () => reject(reader.error);
            reader.readAsDataURL(blob);
          }),
      )
      .then((url) => {
        if (current) setDataUrl(url);
      });
    return () => {
      current = false;
    };
  }, [objectUrl]);
  return dataUrl;
}

/** The club theme the controls describe (the logo: the chosen file, else the URL). */
export function playgroundTheme(args: ThemePlaygroundArgs, logoFileUrl?: string): ClubTheme {
  const logoUrl = logoFileUrl ?? args.logoUrl.trim();
  return {
    themeName: 'playground',
    siteName: args.siteName,
    primaryColor: args.primaryColor,
    secondaryColor: args.secondaryColor,
    textColor: args.textColor,
    fontFamily: args.fontFamily,
    ...(logoUrl ? { logo: { url: logoUrl, altText: args.logoAltText.trim() || args.siteName } } : {}),
  };
}

/** The exported file's text: the settings change, two-space JSON. */
export function themeJson(change: ThemeSettingsChange): string {
  return `${JSON.stringify(change, null, 2)}\n`;
}

/** The contrast warnings: one per pair below WCAG AA, or a note that every pair reaches it. */
function ContrastWarnings({ checks }: { checks: ContrastCheck[] }) {
  const failing = checks.filter((check) => !check.passes);
  if (failing.length === 0) {
    return (
      <Alert tone="success" title="Contrast" data-testid="contrast-ok">
        Every text pair reaches WCAG AA ({checks.map((check) => `${check.ratio}:1`).join(', ')}).
      </Alert>
    );
  }
  return (
    <Alert tone="warning" title="Contrast below WCAG AA" data-testid="contrast-warnings">
      <ul className="theme-playground__warnings">
        {failing.map((check) => (
          <li key={check.pair} data-pair={check.pair}>
            {pairNames[check.pair]}: {check.ratio}:1, under {check.minimum}:1. The shop shifts this colour
            until it reaches {check.minimum}:1, so it will not look exactly as chosen.
          </li>
        ))}
      </ul>
    </Alert>
  );
}

/** The playground: the kit's main components under the theme of the controls, its checks and its JSON. */
export function ThemePlayground(args: ThemePlaygroundArgs) {
  const objectUrl = chosenFile(args.logoFile);
  const fileUrl = useLogoFile(objectUrl);
  const theme = useMemo(() => playgroundTheme(args, fileUrl), [args, fileUrl]);
  const change = useMemo(() => themeToSettings(theme), [theme]);
  const json = themeJson(change);
  const checks = contrastChecks(change.theming);
  const [lines, setLines] = useState(demoLines.slice(0, 2));
  const reading = objectUrl !== undefined && fileUrl === undefined;

  return (
    <ThemeProvider theme={theme} className="theme-playground">
      <Header
        logo={theme.logo ?? {}}
        mainNavigation={{ children: sampleNavigation }}
        usps={sampleUsps}
        countries={sampleCountries}
        culture="en"
        loggedIn={false}
        basketQuantity={lines.reduce((sum, line) => sum + line.quantity, 0)}
        basketLoaded
        onSearch={() => {}}
      />
      <main className="theme-playground__body">
        <section aria-labelledby="theme-playground-checks" className="theme-playground__panel">
          <h2 id="theme-playground-checks">Theme</h2>
          <ContrastWarnings checks={checks} />
          <p>
            <a
              href={`data:application/json;charset=utf-8,${encodeURIComponent(json)}`}
              download={`${change.logo?.altText || 'club'}-theme.json`
                .replace(/[^\w.-]+/g, '-')
                .toLowerCase()}
              aria-disabled={reading || undefined}
            >
              Download the theme JSON
            </a>{' '}
            for the back office (a site's settings:{' '}
            <code>PATCH /admin/api/sites/&#123;storeId&#125;/settings</code>).
          </p>
          <label htmlFor="theme-playground-json" className="theme-playground__label">
            Theme JSON
          </label>
          <textarea
            id="theme-playground-json"
            className="theme-playground__json"
            data-testid="theme-json"
            readOnly
            rows={14}
            value={reading ? 'Reading the logo file…' : json}
          />
        </section>
        <section aria-labelledby="theme-playground-buttons" className="theme-playground__panel">
          <h2 id="theme-playground-buttons">Buttons</h2>
          <div className="theme-playground__row">
            <Button variant="primary">Add to basket</Button>
            <Button variant="secondary">Secondary</Button>
            <Button variant="outline">Outline</Button>
            <Button variant="ghost">Ghost</Button>
          </div>
        </section>
        <section aria-labelledby="theme-playground-products" className="theme-playground__panel">
          <h2 id="theme-playground-products">Products</h2>
          <ProductList products={demoProducts.slice(0, 4)} label="Shirts" />
        </section>
        <div className="theme-playground__columns">
          <section aria-labelledby="theme-playground-basket" className="theme-playground__panel">
            <h2 id="theme-playground-basket">Basket</h2>
            <BasketLines
              lines={lines}
              onQuantityChange={(id, quantity) =>
                setLines((current) =>
                  quantity === 0
                    ? current.filter((line) => line.id !== id)
                    : current.map((line) =>
                        line.id === id ? { ...line, quantity, lineTotal: undefined } : line,
                      ),
                )
              }
              onRemove={(id) => setLines((current) => current.filter((line) => line.id !== id))}
            />
            <BasketSummary
              totals={demoTotals}
              quantity={lines.reduce((sum, line) => sum + line.quantity, 0)}
            />
          </section>
          <section aria-labelledby="theme-playground-form" className="theme-playground__panel">
            <h2 id="theme-playground-form">Form</h2>
            <LoginForm onSubmit={async () => {}} forgotPasswordHref="/forgot-password/" />
          </section>
        </div>
      </main>
    </ThemeProvider>
  );
}

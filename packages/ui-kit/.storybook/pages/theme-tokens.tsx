import {
  AA_TEXT_CONTRAST,
  AA_UI_CONTRAST,
  breakpoints,
  type ClubPresetName,
  clubPresets,
  contrastRatio,
  focusRingTokens,
  fontSizeTokens,
  fontWeightTokens,
  lineHeightTokens,
  motionTokens,
  parseColor,
  type ResolvedTheme,
  radiusTokens,
  resolveTheme,
  shadowTokens,
  spaceTokens,
  type ThemeColors,
  zIndexTokens,
} from '@clubshop/theming';
import { type ReactNode, useEffect, useState } from 'react';
import './theme-tokens.css';

/** The text/background pairs the kit draws, with the WCAG minimum each must reach. */
const contrastPairs: Array<{ text: keyof ThemeColors; on: keyof ThemeColors; minimum: number; use: string }> =
  [
    { text: 'text', on: 'background', minimum: AA_TEXT_CONTRAST, use: 'Body text' },
    { text: 'text-muted', on: 'background', minimum: AA_TEXT_CONTRAST, use: 'Secondary text' },
    { text: 'link', on: 'background', minimum: AA_TEXT_CONTRAST, use: 'Links' },
    { text: 'on-primary', on: 'primary', minimum: AA_TEXT_CONTRAST, use: 'Primary button' },
    { text: 'on-primary', on: 'primary-hover', minimum: AA_TEXT_CONTRAST, use: 'Primary button, hover' },
    { text: 'on-secondary', on: 'secondary', minimum: AA_TEXT_CONTRAST, use: 'Secondary button' },
    {
      text: 'on-secondary',
      on: 'secondary-hover',
      minimum: AA_TEXT_CONTRAST,
      use: 'Secondary button, hover',
    },
    { text: 'border', on: 'background', minimum: AA_UI_CONTRAST, use: 'Field borders' },
    { text: 'focus', on: 'background', minimum: AA_UI_CONTRAST, use: 'Focus ring' },
    { text: 'error-text', on: 'error-bg', minimum: AA_TEXT_CONTRAST, use: 'Error message' },
    { text: 'warning-text', on: 'warning-bg', minimum: AA_TEXT_CONTRAST, use: 'Warning message' },
    { text: 'success-text', on: 'success-bg', minimum: AA_TEXT_CONTRAST, use: 'Success message' },
    { text: 'info-text', on: 'info-bg', minimum: AA_TEXT_CONTRAST, use: 'Info message' },
  ];

function ratio(theme: ResolvedTheme, text: keyof ThemeColors, on: keyof ThemeColors): number {
  const foreground = parseColor(theme.colors[text]);
  const background = parseColor(theme.colors[on]);
  return foreground && background ? contrastRatio(foreground, background) : 0;
}

/** The first family of a font-family list, unquoted: the club's own font. */
function firstFamily(fontFamily: string): string {
  return (fontFamily.split(',')[0] ?? '').trim().replace(/^["']|["']$/g, '');
}

/**
 * Whether this browser has `family` (a loaded web font or an installed one): text set in it
 * measures differently from the generic fallbacks. (`document.fonts.check` cannot tell: it also
 * answers true for a family nothing declares.)
 */
function hasFont(family: string): boolean {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return false;
  const sample = 'mmmmmmmmmmlli 0123456789 WQ';
  return ['monospace', 'serif', 'sans-serif'].some((generic) => {
    context.font = `32px ${generic}`;
    const fallbackWidth = context.measureText(sample).width;
    context.font = `32px "${family}", ${generic}`;
    return context.measureText(sample).width !== fallbackWidth;
  });
}

function useFontAvailable(family: string): boolean | undefined {
  const [available, setAvailable] = useState<boolean>();
  useEffect(() => {
    let cancelled = false;
    document.fonts.ready.then(() => {
      if (!cancelled) setAvailable(hasFont(family));
    });
    return () => {
      cancelled = true;
    };
  }, [family]);
  return available;
}

function FontSample({ theme }: { theme: ResolvedTheme }) {
  const family = firstFamily(theme.fontFamily);
  const available = useFontAvailable(family);
  return (
    <div className="cs-tokens__font">
      <p className="cs-tokens__font-sample" style={{ fontFamily: theme.fontFamily }}>
        Home shirt 24/25 · Größe XL · Trøje · £65.00
      </p>
      <p>
        <code>{theme.fontFamily}</code>
      </p>
      <p className="cs-tokens__note">
        {available === undefined
          ? 'Checking whether this browser has the font…'
          : available
            ? `“${family}” is available in this browser.`
            : `“${family}” is not loaded in this browser: the next family of the list shows. The app loads the club's web font.`}
      </p>
    </div>
  );
}

function Swatches({ theme }: { theme: ResolvedTheme }) {
  return (
    <ul className="cs-tokens__swatches">
      {Object.entries(theme.colors).map(([name, value]) => (
        <li key={name} className="cs-tokens__swatch">
          <span className="cs-tokens__chip" style={{ background: value }} aria-hidden="true" />
          <span>
            <code>--cs-color-{name}</code>
            <br />
            <code>{value}</code>
          </span>
        </li>
      ))}
    </ul>
  );
}

function ContrastTable({ theme }: { theme: ResolvedTheme }) {
  return (
    <table className="cs-tokens__table">
      <caption>Contrast of the pairs the kit draws (WCAG 2.x)</caption>
      <thead>
        <tr>
          <th scope="col">Used for</th>
          <th scope="col">Sample</th>
          <th scope="col">Ratio</th>
          <th scope="col">Minimum</th>
        </tr>
      </thead>
      <tbody>
        {contrastPairs.map(({ text, on, minimum, use }) => {
          const value = ratio(theme, text, on);
          return (
            <tr key={`${text}-${on}`}>
              <th scope="row">
                {use}
                <br />
                <code>
                  {text} on {on}
                </code>
              </th>
              <td>
                {minimum === AA_TEXT_CONTRAST ? (
                  <span
                    className="cs-tokens__pair"
                    style={{ color: theme.colors[text], background: theme.colors[on] }}
                  >
                    Aa
                  </span>
                ) : (
                  // A boundary, not text: drawn as a border, as the kit uses it.
                  <span
                    className="cs-tokens__pair cs-tokens__pair--boundary"
                    style={{ borderColor: theme.colors[text], background: theme.colors[on] }}
                    aria-hidden="true"
                  />
                )}
              </td>
              <td>{value.toFixed(2)}:1</td>
              <td>
                {minimum}:1 {value >= minimum ? '✓' : '✗ fails'}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Every demo club: what it sets, every colour token the theme derives from it, contrast and font. */
export function ClubThemes() {
  return (
    <div className="cs-tokens">
      {(Object.keys(clubPresets) as ClubPresetName[]).map((name) => {
        const preset = clubPresets[name];
        const theme = resolveTheme(preset);
        return (
          <section key={name} className="cs-tokens__club" aria-labelledby={`club-${name}`}>
            <h2 id={`club-${name}`}>
              {theme.siteName} <code>data-theme="{theme.themeName}"</code>
            </h2>
            <p>
              The club sets primary <code>{preset.primaryColor}</code>, secondary{' '}
              <code>{preset.secondaryColor}</code> and text <code>{preset.textColor}</code>; the theme derives
              the rest, each text colour readable on its background.
            </p>
            <h3>Font</h3>
            <FontSample theme={theme} />
            <h3>Colours</h3>
            <Swatches theme={theme} />
            <ContrastTable theme={theme} />
          </section>
        );
      })}
    </div>
  );
}

function TokenTable({
  caption,
  prefix,
  tokens,
  preview,
}: {
  caption: string;
  prefix: string;
  tokens: Record<string, string>;
  preview?: (value: string) => ReactNode;
}) {
  return (
    <table className="cs-tokens__table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Variable</th>
          <th scope="col">Value</th>
          {preview ? <th scope="col">Preview</th> : null}
        </tr>
      </thead>
      <tbody>
        {Object.entries(tokens).map(([name, value]) => (
          <tr key={name}>
            <th scope="row">
              <code>
                --cs-{prefix}
                {name}
              </code>
            </th>
            <td>
              <code>{value}</code>
            </td>
            {preview ? <td>{preview(value)}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The tokens every club shares: spacing, type, radius, shadows, motion, layers, focus ring. */
export function SharedTokens() {
  return (
    <div className="cs-tokens">
      <TokenTable
        caption="Spacing"
        prefix="space-"
        tokens={spaceTokens}
        preview={(value) => <span className="cs-tokens__bar" style={{ width: value }} />}
      />
      <TokenTable
        caption="Font sizes"
        prefix="font-size-"
        tokens={fontSizeTokens}
        preview={(value) => <span style={{ fontSize: value }}>Matchday</span>}
      />
      <TokenTable caption="Font weights" prefix="font-weight-" tokens={fontWeightTokens} />
      <TokenTable caption="Line heights" prefix="line-height-" tokens={lineHeightTokens} />
      <TokenTable
        caption="Radius"
        prefix="radius-"
        tokens={radiusTokens}
        preview={(value) => <span className="cs-tokens__box" style={{ borderRadius: value }} />}
      />
      <TokenTable
        caption="Shadows"
        prefix="shadow-"
        tokens={shadowTokens}
        preview={(value) => <span className="cs-tokens__box" style={{ boxShadow: value }} />}
      />
      <TokenTable caption="Motion" prefix="" tokens={motionTokens} />
      <TokenTable caption="Layers" prefix="z-" tokens={zIndexTokens} />
      <TokenTable caption="Focus ring" prefix="" tokens={focusRingTokens} />
      <p>
        One breakpoint: below {breakpoints.mobile} px is mobile. CSS writes{' '}
        <code>@media (min-width: {breakpoints.mobile}px)</code>; scripts use <code>desktopMediaQuery</code>.
      </p>
    </div>
  );
}

import { I18nProvider } from '@clubshop/i18n';
import { Spinner, VisuallyHidden } from '@clubshop/ui-kit';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../../test-utils/index.ts';

describe('Spinner and VisuallyHidden', () => {
  it('have no serious accessibility violations', async () => {
    const { container } = render(
      <div>
        <Spinner />
        <Spinner size="lg" label="Loading basket" />
        <VisuallyHidden>Only for screen readers</VisuallyHidden>
      </div>,
    );
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  it('announces a translated loading status', () => {
    render(
      <I18nProvider culture="da" dictionary={{ 'Common.Loading': 'Indlæser' }}>
        <Spinner />
      </I18nProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Indlæser');
  });

  it('can stay silent inside something that already announces busy state', () => {
    const { container } = render(<Spinner announce={false} />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });

  it('VisuallyHidden keeps text readable', () => {
    render(<VisuallyHidden>hidden text</VisuallyHidden>);
    expect(screen.getByText('hidden text').className).toBe('cs-visually-hidden');
  });
});

import { Logo } from '@clubshop/ui-kit';
import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { seriousA11yViolations } from '../../test-utils/index.ts';

describe('Logo', () => {
  test('a new shop without a logo image (url ""): the site name shows and names the link, axe clean', async () => {
    const { container } = render(<Logo url="" altText="Kløvermarken BK" label="Home" />);
    const link = screen.getByRole('link', { name: 'Kløvermarken BK' });
    expect(link.textContent).toBe('Kløvermarken BK');
    expect(container.querySelector('img')).toBeNull();
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  test('with an image, `label` names the link and the image keeps its alt text', () => {
    render(<Logo url="/logo.png" altText="Crest" label="Home" />);
    expect(screen.getByRole('link', { name: 'Home' }).querySelector('img')?.getAttribute('alt')).toBe(
      'Crest',
    );
  });
});

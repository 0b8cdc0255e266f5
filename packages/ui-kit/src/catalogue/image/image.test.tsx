import {
  buildImageSrcSet,
  focalPointPosition,
  Image,
  ImageUrlBuilderProvider,
  ProductImage,
  queryStringImageUrl,
} from '@clubshop/ui-kit';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { seriousA11yViolations } from '../../test-utils/index.ts';

const kit = { url: '/images/kits/home.png', altText: 'Home shirt', focal: { top: 20, left: 75 } };

describe('Image', () => {
  test('has no serious accessibility violations', async () => {
    const { container } = render(<Image image={kit} width={400} height={500} />);
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  test('default URL pattern carries the required defaults (quality 80, jpg, pad; crop for backgrounds)', () => {
    expect(queryStringImageUrl('/images/a.png', { width: 640, height: 800 })).toBe(
      '/images/a.png?width=640&height=800&quality=80&format=jpg&mode=pad',
    );
    expect(queryStringImageUrl('/images/a.png?v=2#x', { width: 100, mode: 'crop', quality: 60 })).toBe(
      '/images/a.png?v=2&width=100&quality=60&format=jpg&mode=crop#x',
    );
    render(<Image image={kit} width={1200} height={400} background alt="" />);
    expect(document.querySelector('img')?.getAttribute('src')).toContain('mode=crop');
  });

  test('srcset keeps the aspect ratio and includes the intrinsic width and its double', () => {
    const srcSet = buildImageSrcSet(
      '/i.png',
      { width: 300, height: 600, widths: [200, 480, 1000] },
      queryStringImageUrl,
    );
    expect(srcSet.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual([
      '200w',
      '300w',
      '480w',
      '600w',
    ]);
    expect(srcSet).toContain('width=480&height=960');
  });

  test('a srcset is built once per builder, image and options, and told apart by every option', () => {
    const asked: string[] = [];
    const counting = (src: string, transform: { width: number; height?: number | undefined }) => {
      asked.push(`${src} ${transform.width}`);
      return `${src}?w=${transform.width}&h=${transform.height}`;
    };
    const first = buildImageSrcSet('/kit.png', { width: 300, height: 600, widths: [200] }, counting);
    const calls = asked.length;
    expect(buildImageSrcSet('/kit.png', { width: 300, height: 600, widths: [200] }, counting)).toBe(first);
    expect(asked).toHaveLength(calls);
    // Another height, widths list, quality, image or builder is another srcset.
    expect(buildImageSrcSet('/kit.png', { width: 300, height: 300, widths: [200] }, counting)).not.toBe(
      first,
    );
    expect(buildImageSrcSet('/kit.png', { width: 300, height: 600, widths: [250] }, counting)).not.toBe(
      first,
    );
    expect(
      buildImageSrcSet(
        '/kit.png',
        { width: 300, height: 600, widths: [200], quality: 60 },
        queryStringImageUrl,
      ),
    ).toContain('quality=60');
    expect(buildImageSrcSet('/other.png', { width: 300, height: 600, widths: [200] }, counting)).toContain(
      '/other.png',
    );
    expect(
      buildImageSrcSet('/kit.png', { width: 300, height: 600, widths: [200] }, queryStringImageUrl),
    ).toContain('quality=80');
  });

  test('lazy by default, eager with high fetch priority for the LCP image, sized against layout shift', () => {
    const { rerender } = render(<Image image={kit} width={400} height={500} />);
    const img = screen.getByRole('img', { name: 'Home shirt' });
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBe('400');
    expect(img.getAttribute('height')).toBe('500');
    rerender(<Image image={kit} width={400} height={500} priority />);
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  test('the focal point becomes object-position', () => {
    expect(focalPointPosition({ top: 20, left: 75 })).toBe('75% 20%');
    expect(focalPointPosition({ top: 200, left: -1 })).toBe('0% 100%');
    expect(focalPointPosition(null)).toBeUndefined();
    render(<Image image={kit} width={400} height={500} />);
    expect(screen.getByRole('img').style.objectPosition).toBe('75% 20%');
  });

  test('server-rendered markup has no style attribute (a strict CSP refuses them), with or without an image', () => {
    const html = renderToString(
      <>
        <Image image={kit} width={400} height={500} />
        <Image image={null} width={400} height={500} />
      </>,
    );
    expect(html).not.toContain('style=');
    expect(html).toContain('viewBox="0 0 400 500"');
  });

  test('an app points images at its own service through a provider or a prop', () => {
    const cdn = (src: string, { width }: { width: number }) => `https://cdn.example${src}?w=${width}`;
    render(
      <ImageUrlBuilderProvider builder={cdn}>
        <ProductImage image={kit} />
      </ImageUrlBuilderProvider>,
    );
    expect(screen.getByRole('img').getAttribute('src')).toBe(
      'https://cdn.example/images/kits/home.png?w=480',
    );
  });

  test('without an image a placeholder keeps the box', () => {
    const { container } = render(<Image image={null} width={400} height={500} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('.cs-image--placeholder')).not.toBeNull();
  });
});

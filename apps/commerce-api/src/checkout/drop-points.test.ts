import { describe, expect, it } from 'vitest';
import { DROP_POINTS_PER_SEARCH, findDropPoint, generateDropPoints, normaliseZipCode } from './drop-points';

describe('drop points', () => {
  it('normalises plausible zip codes and refuses the rest', () => {
    expect(normaliseZipCode(' sw1a 1aa ')).toBe('SW1A1AA');
    expect(normaliseZipCode('8000')).toBe('8000');
    expect(normaliseZipCode('1')).toBeNull();
    expect(normaliseZipCode('<script>')).toBeNull();
  });

  it('generates a stable list near the zip code, nearest first', () => {
    const points = generateDropPoints('dk-parcelshop', '8000', 'dk');
    expect(points).toHaveLength(DROP_POINTS_PER_SEARCH);
    expect(generateDropPoints('dk-parcelshop', '8000', 'DK')).toEqual(points);
    const distances = points.map((p) => p.distance);
    expect(distances).toEqual([...distances].sort((a, b) => (a ?? 0) - (b ?? 0)));
    expect(new Set(points.map((p) => p.id)).size).toBe(points.length);
    for (const point of points) expect(point).toMatchObject({ zipCode: '8000', country: 'DK' });
  });

  it('gives other zip codes and methods other points, and finds a point by id', () => {
    const a = generateDropPoints('dk-parcelshop', '8000', 'dk');
    const b = generateDropPoints('dk-parcelshop', '2100', 'dk');
    expect(a.map((p) => p.id)).not.toEqual(b.map((p) => p.id));
    const chosen = a[2];
    expect(chosen).toBeDefined();
    expect(findDropPoint('dk-parcelshop', chosen?.id ?? '', '8000', 'dk')).toEqual(chosen);
    expect(findDropPoint('dk-parcelshop', chosen?.id ?? '', '2100', 'dk')).toBeUndefined();
  });
});

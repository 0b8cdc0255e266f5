import { describe, expect, it } from 'vitest';
import { nearestByPrefix } from './stored-drop-points';

const point = (id: string, zipCode: string, name = id) => ({
  id,
  shippingMethodId: 'm',
  name,
  street: 'High Street 1',
  zipCode,
  city: 'Town',
  country: 'GB',
  openingHours: [],
  latitude: null,
  longitude: null,
});

describe('nearestByPrefix (decision 0049; countries the geocoder does not know)', () => {
  it('ranks by the shared zip prefix, then the numeric difference, then the name; five at most', () => {
    const points = ['2100', '8000', '8200', '8001', '8210', '9000', '5000'].map((zip, i) =>
      point(`p${i}`, zip),
    );
    expect(nearestByPrefix(points, '8000').map((found) => found.zipCode)).toEqual([
      '8000',
      '8001',
      '8200',
      '8210',
      // No shared prefix: the nearest number.
      '9000',
    ]);
  });

  it('reads British codes by their prefix, whatever the spacing or case', () => {
    const points = [
      point('a', 'M1 1AE'),
      point('b', 'sw1a 2aa'),
      point('c', 'SW1A 1AA'),
      point('d', 'E1 6AN'),
    ];
    expect(nearestByPrefix(points, 'SW1A1AA').map((found) => found.id)).toEqual(['c', 'b', 'a', 'd']);
  });

  it('orders equally near points by name, and puts an implausible zip code last', () => {
    const points = [point('x', '!', 'Aaa'), point('y', '8000', 'Zed'), point('z', '8000', 'Bee')];
    expect(nearestByPrefix(points, '8000').map((found) => found.id)).toEqual(['z', 'y', 'x']);
  });
});

import { describe, expect, it } from 'vitest';
import { currentSiteRoot, paymentReturnUrls } from './submit-checkout.ts';

describe('paymentReturnUrls', () => {
  it('appends receipt/ and checkout/ to the site root', () => {
    expect(paymentReturnUrls('https://northbridge-gb.example/')).toEqual({
      returnUrl: 'https://northbridge-gb.example/receipt/',
      cancelUrl: 'https://northbridge-gb.example/checkout/',
    });
  });

  it('adds the missing slash of a root given without one', () => {
    expect(paymentReturnUrls('http://localhost:5173').returnUrl).toBe('http://localhost:5173/receipt/');
  });
});

describe('currentSiteRoot', () => {
  it("is the page's origin with a trailing slash", () => {
    expect(currentSiteRoot()).toBe(`${location.origin}/`);
  });
});

import { describe, expect, it } from 'vitest';
import { productDigitalLink } from './gs1';

describe('productDigitalLink', () => {
  it('given a product with a valid UPC-A, builds the Digital Link of its GTIN-14 on the origin', () => {
    expect(productDigitalLink('https://www.marlows.example/', { upc: '074658117366' })).toBe(
      'https://www.marlows.example/01/00074658117366',
    );
  });

  it('given a UPC whose check digit is wrong, gives no link (no QR code is shown for it)', () => {
    expect(productDigitalLink('https://www.marlows.example', { upc: '074658117367' })).toBeUndefined();
    expect(productDigitalLink('https://www.marlows.example', { upc: '' })).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';

import { defaultBrand, sisterBrand } from './brand.js';
import * as messages from './messages.js';
import {
  DESCRIPTION_OPTIONS,
  FIND_OPTIONS,
  LOCATION_OPTIONS,
  optionLabel,
  optionValue,
  SEGMENT_OPTIONS,
  STATE_OPTIONS,
} from './options.js';

describe('brand', () => {
  it("is the fictional Marlow's Foodservice with the spec's phone, hours and cookie", () => {
    expect(defaultBrand).toMatchObject({
      name: "Marlow's Foodservice",
      slugPrefix: 'marlows',
      phone: '(508) 555-0142',
      hours: '8:30 AM to 5:00 PM EST, Monday to Friday',
      cookie: { name: 'marlows_accept_cookies', maxAge: 31540000, path: '/' },
    });
    expect(defaultBrand.mailingAddress.city).toBe('Marlborough');
    expect(defaultBrand.phoneLines.some((line) => line.extension)).toBe(true);
  });
  it('links only to fictional .example domains', () => {
    const urls = [defaultBrand, sisterBrand].flatMap((brand) => [
      brand.communityClubUrl,
      brand.careersUrl,
      ...brand.sisterSites.map((site) => site.url),
    ]);
    for (const url of urls) expect(new URL(url).hostname).toMatch(/\.example$/);
    expect(defaultBrand.customerServiceEmail).toMatch(/@[a-z.-]+\.example$/);
  });
  it("has the sister brand Marlow's Steakhouse with its own theme", () => {
    expect(sisterBrand.name).toBe("Marlow's Steakhouse");
    expect(sisterBrand.theme).toBe('steakhouse');
    expect(sisterBrand.careersUrl).not.toBe(defaultBrand.careersUrl);
  });
});

describe('option lists', () => {
  it('names the location counts 1, 2-10 and 11+', () => {
    expect(LOCATION_OPTIONS.map((option) => [option.value, option.label])).toEqual([
      ['one', '1'],
      ['twoTen', '2-10'],
      ['11more', '11+'],
    ]);
  });
  it("offers 'Foodservice' and 'Personal Use' as descriptions", () => {
    expect(optionLabel(DESCRIPTION_OPTIONS, 'foodservice')).toBe('Foodservice');
    expect(optionLabel(DESCRIPTION_OPTIONS, 'consumer')).toBe('Personal Use');
  });
  it("has the spec's segment and find codes, in order", () => {
    expect(SEGMENT_OPTIONS.map((option) => option.value)).toEqual([
      'restaurant',
      'k12',
      'college',
      'healthcare',
      'business',
      'military',
      'recreation',
      'convenience',
      'supermarket',
      'vending',
      'other',
    ]);
    expect(FIND_OPTIONS.map((option) => option.label)).toEqual([
      'Magazine',
      'Trade Show',
      'Internet Search',
      'AI Assistant',
      'Word of Mouth',
      'E-Newsletter',
      'Other',
    ]);
  });
  it('lists the 50 states, DC and the territories AS, GU, MP, PR, VI', () => {
    const codes = STATE_OPTIONS.map((option) => option.value);
    expect(codes).toHaveLength(56);
    expect(new Set(codes).size).toBe(56);
    expect(codes).toEqual(expect.arrayContaining(['DC', 'AS', 'GU', 'MP', 'PR', 'VI', 'MA', 'WY']));
    expect(optionLabel(STATE_OPTIONS, 'MA')).toBe('Massachusetts');
  });
  it('maps a display name back to its value, and unknowns to undefined', () => {
    expect(optionValue(SEGMENT_OPTIONS, 'Restaurant')).toBe('restaurant');
    expect(optionValue(SEGMENT_OPTIONS, 'Space Station')).toBeUndefined();
  });
});

describe('messages', () => {
  it("keeps the spec's spelling", () => {
    expect(messages.MSG_SUBMITTING).toBe('Submiting, please wait...');
    expect(messages.MSG_PURCHASE_FAILURE).toBe('Oops, somehing went wrong!');
    expect(messages.MSG_SELECT_ITEMS).toBe('Please select an items from the list above');
    expect(messages.MSG_SEARCH_PAGE_NO_RESULTS).toBe(
      'Sorry, no results were found. Make sure the spelling is correct or try using a simpler keywords.',
    );
    expect(messages.MSG_LOADING_FIELD).toBe('Loading ...');
    expect(messages.MSG_NOT_FOUND_PAGE).toBe('404 - page not found');
  });
  it('has no empty or duplicated message', () => {
    const values = Object.values(messages);
    expect(values.every((value) => typeof value === 'string' && value.trim() !== '')).toBe(true);
    expect(new Set(values).size).toBe(values.length);
  });
});

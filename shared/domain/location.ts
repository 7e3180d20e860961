/**
 * ZIP codes and county FIPS codes: the normalization rules of spec builder
 * (section 9: "Zip: 5 digits; a 4-digit zip gets a leading 0") shared by the ZIP lookup, the
 * crosswalk loader and the profile screen.
 */
import * as apiMessages from '../api-messages';
import { ValidationError } from './errors';

/**
 * The 5-digit ZIP a lookup asks for: a 4-digit ZIP gets a leading 0 (leading zeros are lost when a
 * ZIP went through a spreadsheet); anything but 4 or 5 digits is refused with the spec's message.
 *
 * @example
 * normalizeZip('8540'); // '08540'
 * normalizeZip('085401'); // throws ValidationError 'Please check your Zip Code'
 */
export function normalizeZip(raw: string): string {
  const zip = raw.trim();
  if (!/^\d{4,5}$/.test(zip))
    throw new ValidationError(apiMessages.checkZip, { 'path.zip': apiMessages.checkZip });
  return zip.padStart(5, '0');
}

/**
 * A 5-digit county FIPS code (2-digit state + 3-digit county) from a value that may have been
 * stored as a number (36061 is fine, 1001 means 01001). Throws a RangeError on anything else.
 */
export function padFips(raw: string | number): string {
  const text = typeof raw === 'number' ? (Number.isInteger(raw) && raw >= 0 ? String(raw) : '') : raw.trim();
  if (!/^\d{4,5}$/.test(text)) throw new RangeError(`not a county FIPS code: ${String(raw)}`);
  return text.padStart(5, '0');
}

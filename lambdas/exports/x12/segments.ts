/**
 * X12 text as the 834 implementation guide (005010X220A1) writes it: `*` between elements, `:`
 * between components, `^` between repetitions and `~` after each segment, declared in the ISA
 * header that a reader takes them from (ISA is fixed-width for that reason). The separators may
 * never occur inside a value, and the guide's character set is ASCII: every value goes through
 * {@link x12Text} or {@link x12Id}, which drop what a carrier's translator would reject instead of
 * letting one name break the file.
 *
 * The envelope ({@link interchange}) counts for itself: SE01 is the number of segments from ST
 * to SE inclusive, GE01 and IEA01 count the one transaction set and the one functional group,
 * and each trailer repeats its header's control number.
 */

import { withoutControlCharacters } from '../../../shared/domain/text';

export const ELEMENT_SEPARATOR = '*';
export const COMPONENT_SEPARATOR = ':';
export const REPETITION_SEPARATOR = '^';
export const SEGMENT_TERMINATOR = '~';
export const IMPLEMENTATION_GUIDE = '005010X220A1';

/** A segment: its id, then its elements (an empty string for an element left out). */
export type Segment = readonly string[];

const SEPARATORS = /[*:^~]/g;

/**
 * A value made safe for an element: control characters and direction overrides dropped (a line
 * break becomes a space), accents dropped (é → e), separators and other non-ASCII characters
 * removed, runs of spaces collapsed, trimmed, upper-cased when asked (names and addresses, as
 * carriers' translators expect), and cut to the element's maximum length.
 */
export function x12Text(value: string, maxLength: number, upper = true): string {
  // What a stored value holds that a text field refuses goes as in every export (shared/domain/text.ts).
  const ascii = withoutControlCharacters(value)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(SEPARATORS, '')
    .replace(/[^\x20-\x7e]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return (upper ? ascii.toUpperCase() : ascii).slice(0, maxLength).trim();
}

/** An identifier for ISA06/ISA08 and GS02/GS03: upper-case letters and digits only, at most 15. */
export const x12Id = (value: string): string =>
  value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 15);

/** True when a value can go into an element unchanged (an e-mail address must not be altered). */
export const isX12Safe = (value: string): boolean => /^[\x20-\x7e]*$/.test(value) && !/[*:^~]/.test(value);

/**
 * YYYY-MM-DD → CCYYMMDD (the D8 format). Digits only: a date read from storage is not checked by
 * the API that wrote it (an effective date written straight into the table), and nothing of it but
 * its digits may reach an element.
 */
export const d8 = (isoDate: string): string => isoDate.replace(/\D/g, '');

/** A segment as text: trailing empty elements are left out, as the standard requires. */
export function segmentText(segment: Segment): string {
  let end = segment.length;
  while (end > 1 && segment[end - 1] === '') end -= 1;
  return segment.slice(0, end).join(ELEMENT_SEPARATOR) + SEGMENT_TERMINATOR;
}

export interface InterchangeHeader {
  senderId: string;
  receiverId: string;
  /** ISA13 (zero-padded to nine digits) and GS06; 1 to 999999999. */
  controlNumber: number;
  createdAt: Date;
  /** ISA15: P production, T test. */
  usageIndicator: 'P' | 'T';
}

const ST_CONTROL_NUMBER = '0001';

/**
 * One interchange holding one functional group (GS01 BE, benefit enrollment) holding one 834
 * transaction set whose segments between ST and SE are `body`. Times are UTC.
 */
export function interchange(header: InterchangeHeader, body: readonly Segment[]): string {
  const { controlNumber, createdAt } = header;
  if (!Number.isInteger(controlNumber) || controlNumber < 1 || controlNumber > 999_999_999) {
    throw new RangeError(
      `The interchange control number must be a whole number from 1 to 999999999, not ${controlNumber}`,
    );
  }
  const iso = createdAt.toISOString();
  const date = iso.slice(0, 10).replaceAll('-', '');
  const time = iso.slice(11, 16).replace(':', '');
  const sender = x12Id(header.senderId);
  const receiver = x12Id(header.receiverId);
  if (sender.length < 2 || receiver.length < 2) {
    throw new RangeError('The interchange sender and receiver ids need at least two letters or digits');
  }
  const isaControl = String(controlNumber).padStart(9, '0');
  const isa: Segment = [
    'ISA',
    '00',
    ' '.repeat(10),
    '00',
    ' '.repeat(10),
    'ZZ',
    sender.padEnd(15, ' '),
    'ZZ',
    receiver.padEnd(15, ' '),
    date.slice(2),
    time,
    REPETITION_SEPARATOR,
    '00501',
    isaControl,
    '0',
    header.usageIndicator,
    COMPONENT_SEPARATOR,
  ];
  const transaction: Segment[] = [['ST', '834', ST_CONTROL_NUMBER, IMPLEMENTATION_GUIDE], ...body];
  transaction.push(['SE', String(transaction.length + 1), ST_CONTROL_NUMBER]);
  const segments: Segment[] = [
    isa,
    ['GS', 'BE', sender, receiver, date, time, String(controlNumber), 'X', IMPLEMENTATION_GUIDE],
    ...transaction,
    ['GE', '1', String(controlNumber)],
    ['IEA', '1', isaControl],
  ];
  return segments.map(segmentText).join('');
}

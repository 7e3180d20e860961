/**
 * bench/lib/item-size.ts: the item sizes the key analysis (docs/performance.md, "Keys that hold at
 * 100,000") derives its write and read units from, checked against sums worked out by hand from
 * the rules of "DynamoDB item sizes and formats".
 */
import { describe, expect, it } from 'vitest';
import { eventualReadUnits, itemBytes, valueBytes, writeUnits } from '../../bench/lib/item-size';

describe('itemBytes', () => {
  it('adds each attribute name to its value: 2 + 8 for pk, 1 + (3 + 1) for a five-digit number', () => {
    expect(itemBytes({ pk: 'MEMBER#1', n: 12345 })).toBe(15);
  });

  it('counts strings in UTF-8 bytes, not characters', () => {
    expect(itemBytes({ lastname: 'Müller' })).toBe(8 + 7);
  });

  it('counts a number by its significant digits, leading and trailing zeros dropped', () => {
    expect(valueBytes(1200)).toBe(2); // "12": one byte, plus one
    expect(valueBytes(0.05)).toBe(2); // "5"
    expect(valueBytes(-123456)).toBe(4); // "123456": three bytes, plus one
  });

  it('counts null and booleans as one byte and binary by its raw length', () => {
    expect(itemBytes({ a: null, b: true, c: new Uint8Array(10) })).toBe(1 + 1 + 1 + 1 + 1 + 10);
  });

  it('gives a map or list 3 bytes, and each element one more with its name and value', () => {
    // map: 3 + (a: 1 + 2 + 1) + (b: 1 + 2 + 1); list: 3 + (1 + 1) + (2 + 1)
    expect(valueBytes({ a: 'xy', b: 1 })).toBe(11);
    expect(valueBytes(['a', 'bc'])).toBe(8);
    expect(itemBytes({ m: { a: 'xy', b: 1 } })).toBe(1 + 11);
  });
});

describe('units', () => {
  it('bills a write one unit per started KB of 1,024 bytes, at least one', () => {
    expect(writeUnits(0)).toBe(1);
    expect(writeUnits(1024)).toBe(1);
    expect(writeUnits(1025)).toBe(2);
  });

  it('bills an eventually consistent read half a unit per started 4 KB', () => {
    expect(eventualReadUnits(100)).toBe(0.5);
    expect(eventualReadUnits(4096)).toBe(0.5);
    expect(eventualReadUnits(4097)).toBe(1);
    expect(eventualReadUnits(8193)).toBe(1.5);
  });
});

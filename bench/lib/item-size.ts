/**
 * The size DynamoDB bills an item by, from the rules of "DynamoDB item sizes and formats"
 * (https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/CapacityUnitCalculations.html):
 * each attribute is its name's UTF-8 bytes plus its value's; a string its UTF-8 bytes, a number one
 * byte per two significant digits plus one, a binary its raw bytes, a null or boolean one byte, a
 * list or map 3 bytes plus each element's size and one byte per element.
 *
 * DynamoDB Local does not report what a write costs a global secondary index, so the bench sizes
 * the items it wrote itself and derives the units: a write costs one write unit per KB (1,024
 * bytes) of the larger of the item before and after, an eventually consistent read half a unit
 * per 4 KB.
 *
 * @example
 * itemBytes({ pk: 'MEMBER#1', n: 12345 }); // 2 + 8 + 1 + 3 + 1 = 15
 */

/** Bytes of one value, without its attribute name. */
export function valueBytes(value: unknown): number {
  if (value === null || value === undefined || typeof value === 'boolean') return 1;
  if (typeof value === 'string') return Buffer.byteLength(value, 'utf8');
  if (typeof value === 'number' || typeof value === 'bigint') return numberBytes(value);
  if (value instanceof Uint8Array) return value.byteLength;
  if (value instanceof Set)
    return [...(value as Set<unknown>)].reduce<number>((s, v) => s + valueBytes(v), 0);
  if (Array.isArray(value)) return 3 + value.reduce<number>((s, v) => s + valueBytes(v) + 1, 0);
  if (typeof value === 'object')
    return (
      3 +
      Object.entries(value as Record<string, unknown>).reduce(
        (s, [name, v]) => s + Buffer.byteLength(name, 'utf8') + valueBytes(v) + 1,
        0,
      )
    );
  throw new TypeError(`No DynamoDB size for a ${typeof value}`);
}

/** One byte per two significant digits (leading and trailing zeros dropped), plus one. */
function numberBytes(n: number | bigint): number {
  const digits = String(n)
    .replace(/^-/, '')
    .replace(/e.*$/i, '')
    .replace('.', '')
    .replace(/^0+/, '')
    .replace(/0+$/, '');
  return Math.ceil(digits.length / 2) + 1;
}

/** Bytes of an item as DynamoDB counts them: every attribute's name and value. */
export function itemBytes(item: Record<string, unknown>): number {
  return Object.entries(item).reduce(
    (s, [name, value]) => s + Buffer.byteLength(name, 'utf8') + valueBytes(value),
    0,
  );
}

/** Write units of one write of an item this size (standard; a transaction's items count twice). */
export const writeUnits = (bytes: number): number => Math.max(1, Math.ceil(bytes / 1024));

/** Read units of one eventually consistent read of this many bytes (a Query sums its items first). */
export const eventualReadUnits = (bytes: number): number => Math.max(1, Math.ceil(bytes / 4096)) / 2;

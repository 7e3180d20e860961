/**
 * The local stack creates its tables from infra/resources/tables.ts; the CDK data construct does too
 * (tests/infra). This checks the local side, so both equal the one definition.
 */
import { describe, expect, it } from 'vitest';
import { toCreateTableInput } from '../../infra/local/provision';
import { tableIds, tables } from '../../infra/resources/tables';

describe('local table definitions', () => {
  it.each(tableIds)('%s: key schema, attribute types and indexes equal the shared definition', (id) => {
    const def = tables[id];
    const input = toCreateTableInput(def, `t-${id}`);
    expect(input.KeySchema).toEqual([
      { AttributeName: def.partitionKey.name, KeyType: 'HASH' },
      ...(def.sortKey ? [{ AttributeName: def.sortKey.name, KeyType: 'RANGE' }] : []),
    ]);
    const types = Object.fromEntries(
      (input.AttributeDefinitions ?? []).map((a) => [a.AttributeName, a.AttributeType]),
    );
    for (const k of [
      def.partitionKey,
      def.sortKey,
      ...def.globalSecondaryIndexes.flatMap((i) => [i.partitionKey, i.sortKey]),
    ]) {
      if (k) expect(types[k.name]).toBe(k.type);
    }
    expect((input.GlobalSecondaryIndexes ?? []).map((g) => g.IndexName)).toEqual(
      def.globalSecondaryIndexes.map((g) => g.indexName),
    );
    expect(input.BillingMode).toBe('PAY_PER_REQUEST');
  });
});

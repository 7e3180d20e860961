/**
 * One definition of each table (infra/resources/tables.ts) feeds both the CDK data construct and
 * the local stack (infra/local/provision.ts): these tests fail when the deployed tables and the
 * local ones could differ.
 */
import { describe, expect, it } from 'vitest';
import { toCreateTableInput } from '../../infra/local/provision';
import { tableIds, tables, type KeyDef, type TableDef } from '../../infra/resources/tables';
import { type Props, portal, propertiesOf } from './portal-fixture';

const keySchema = (hash: KeyDef, range?: KeyDef) => [
  { AttributeName: hash.name, KeyType: 'HASH' },
  ...(range ? [{ AttributeName: range.name, KeyType: 'RANGE' }] : []),
];

/** Every attribute a definition declares through its keys and index keys, by name. */
function attributesOf(def: TableDef): Map<string, string> {
  const keys = [
    def.partitionKey,
    def.sortKey,
    ...def.globalSecondaryIndexes.flatMap((i) => [i.partitionKey, i.sortKey]),
  ];
  return new Map(keys.filter((k): k is KeyDef => k !== undefined).map((k) => [k.name, k.type]));
}

const sortByName = (xs: readonly Props[]): Props[] =>
  [...xs].sort((a, b) => String(a.IndexName).localeCompare(String(b.IndexName)));

describe('DynamoDB tables', () => {
  it('has one table per definition and no other', () => {
    // Prepare
    const { template } = portal('dev');
    // Act
    const count =
      Object.keys(template.findResources('AWS::DynamoDB::GlobalTable')).length +
      Object.keys(template.findResources('AWS::DynamoDB::Table')).length;
    // Assess
    expect(count).toBe(tableIds.length);
  });

  it.each(tableIds)('table %s has the keys, attributes, indexes and TTL of its definition', (id) => {
    // Prepare
    const { stack, template, logicalId } = portal('dev');
    const def = tables[id];
    // Act
    const props: Props = propertiesOf(template, logicalId(stack.data.tables[id]));
    // Assess
    expect(props.KeySchema).toEqual(keySchema(def.partitionKey, def.sortKey));
    expect(
      new Map((props.AttributeDefinitions as Props[]).map((a) => [a.AttributeName, a.AttributeType])),
    ).toEqual(attributesOf(def));
    expect(sortByName(props.GlobalSecondaryIndexes ?? [])).toEqual(
      sortByName(
        def.globalSecondaryIndexes.map((i) => ({
          IndexName: i.indexName,
          KeySchema: keySchema(i.partitionKey, i.sortKey),
          Projection: { ProjectionType: 'ALL' },
        })),
      ),
    );
    expect(props.TimeToLiveSpecification).toEqual(
      def.timeToLiveAttribute ? { AttributeName: def.timeToLiveAttribute, Enabled: true } : undefined,
    );
    expect(props.BillingMode).toBe('PAY_PER_REQUEST');
  });

  it.each(tableIds)('table %s equals the table the local stack creates from the same definition', (id) => {
    // Prepare
    const { stack, template, logicalId } = portal('dev');
    const local = toCreateTableInput(tables[id], `local-${id}`);
    // Act
    const props: Props = propertiesOf(template, logicalId(stack.data.tables[id]));
    // Assess
    expect(props.KeySchema).toEqual(local.KeySchema);
    expect(new Set(props.AttributeDefinitions)).toEqual(new Set(local.AttributeDefinitions));
    expect(sortByName(props.GlobalSecondaryIndexes ?? [])).toEqual(
      sortByName((local.GlobalSecondaryIndexes ?? []) as Props[]),
    );
    expect(props.BillingMode).toBe(local.BillingMode);
  });

  it.each(tableIds)('table %s has point-in-time recovery and KMS encryption with a rotating key', (id) => {
    // Prepare
    const { stack, template, logicalId } = portal('dev');
    // Act
    const props: Props = propertiesOf(template, logicalId(stack.data.tables[id]));
    const replica = (props.Replicas as Props[])[0];
    // Assess
    expect(props.SSESpecification).toEqual({ SSEEnabled: true, SSEType: 'KMS' });
    expect(replica?.SSESpecification.KMSMasterKeyId).toEqual({
      'Fn::GetAtt': [logicalId(stack.data.key), 'Arn'],
    });
    expect(replica?.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    template.hasResourceProperties('AWS::KMS::Key', { EnableKeyRotation: true });
  });

  it('keeps prod tables and their key when the stack goes, and lets dev ones go', () => {
    for (const [name, policy, protection] of [
      ['prod', 'Retain', true],
      ['dev', 'Delete', false],
    ] as const) {
      // Prepare
      const { stack, template, logicalId } = portal(name);
      const resources = template.toJSON().Resources as Record<string, Props>;
      for (const id of tableIds) {
        // Act
        const table = resources[logicalId(stack.data.tables[id])];
        // Assess
        expect(table?.DeletionPolicy, `${name} ${id}`).toBe(policy);
        expect(table?.Properties.Replicas[0].DeletionProtectionEnabled, `${name} ${id}`).toBe(protection);
      }
      expect(resources[logicalId(stack.data.key)]?.DeletionPolicy).toBe(policy);
    }
  });
});

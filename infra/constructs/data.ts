import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as kms from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';
import type { StageConfig } from '../config/stages';
import { tableIds, tables, type KeyDef, type TableDef, type TableId } from '../resources/tables';
import { portalKey } from './keys';
import { pascal } from './names';
import { isDisposable, removalPolicyOf } from './stage-policy';

/** Props of {@link DataConstruct}. */
export interface DataConstructProps {
  stage: StageConfig;
  /** The definitions to build; the shared ones unless a test substitutes its own. */
  definitions?: Record<TableId, TableDef>;
}

const attributeType = (type: KeyDef['type']): dynamodb.AttributeType =>
  type === 'N' ? dynamodb.AttributeType.NUMBER : dynamodb.AttributeType.STRING;

const attribute = (key: KeyDef): dynamodb.Attribute => ({ name: key.name, type: attributeType(key.type) });

/**
 * The DynamoDB tables, one per entry of infra/resources/tables.ts (the definitions the local stack
 * also creates), encrypted with one customer-managed key so that access to the data can be
 * audited and revoked apart from access to the tables.
 *
 * @example
 * const data = new DataConstruct(this, 'Data', { stage });
 * data.tables.members.grantReadWriteData(fn);
 */
export class DataConstruct extends Construct {
  /** Every table by its logical id. */
  readonly tables: Record<TableId, dynamodb.TableV2>;
  readonly key: kms.Key;

  constructor(scope: Construct, id: string, props: DataConstructProps) {
    super(scope, id);
    const { stage } = props;
    const definitions = props.definitions ?? tables;
    const removalPolicy = removalPolicyOf(stage);

    this.key = portalKey(this, 'TablesKey', stage, 'the tables');

    const built = {} as Record<TableId, dynamodb.TableV2>;
    for (const tableId of tableIds) {
      const def = definitions[tableId];
      built[tableId] = new dynamodb.TableV2(this, pascal(tableId), {
        partitionKey: attribute(def.partitionKey),
        ...(def.sortKey && { sortKey: attribute(def.sortKey) }),
        globalSecondaryIndexes: def.globalSecondaryIndexes.map((index) => ({
          indexName: index.indexName,
          partitionKey: attribute(index.partitionKey),
          ...(index.sortKey && { sortKey: attribute(index.sortKey) }),
          // Handlers read whole items from an index; projecting keys only would cost a second read.
          projectionType: dynamodb.ProjectionType.ALL,
        })),
        ...(def.timeToLiveAttribute && { timeToLiveAttribute: def.timeToLiveAttribute }),
        ...(def.stream && { dynamoStream: dynamodb.StreamViewType[def.stream] }),
        billing: dynamodb.Billing.onDemand(),
        pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
        encryption: dynamodb.TableEncryptionV2.customerManagedKey(this.key),
        deletionProtection: !isDisposable(stage),
        removalPolicy,
      });
    }
    this.tables = built;
  }
}

import { GetCommand, PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { MemberRecord } from '../../shared/domain/member';

export const memberKey = (id: string) => ({ pk: `MEMBER#${id.toLowerCase()}`, sk: 'PROFILE' });

type MemberItem = MemberRecord & { pk: string; sk: string };

const defaults = {
  address1: null, address2: null, city: null, stateorprovince: null, postalcode: null, county: null, emailaddress: null,
  personalemailaddress: null, phonenumber: null, birthdate: null, gender: null, istobaccouser: null, ssn: null,
  currentplanid: null, currentplanyear: null, pcpname: null, pcpid: null, existingpatient: null, ispasswordchanged: null,
  modifiedon: null, modifiedby: null, sub: null,
} satisfies Partial<MemberRecord>;

function toMember(item: Record<string, unknown>): MemberRecord {
  const { pk: _pk, sk: _sk, ...rest } = item as unknown as MemberItem;
  return { ...defaults, ...rest };
}

/** Members table: member profiles by id, by Cognito sub and by e-mail. */
export class MemberRepository {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async get(id: string): Promise<MemberRecord | undefined> {
    const { Item } = await this.db.send(new GetCommand({ TableName: this.table, Key: memberKey(id) }));
    return Item ? toMember(Item) : undefined;
  }

  async getBySub(sub: string): Promise<MemberRecord | undefined> {
    const { Items } = await this.db.send(
      new QueryCommand({ TableName: this.table, IndexName: 'bySub', KeyConditionExpression: '#s = :s', ExpressionAttributeNames: { '#s': 'sub' }, ExpressionAttributeValues: { ':s': sub }, Limit: 1 }),
    );
    return Items?.[0] ? toMember(Items[0]) : undefined;
  }

  async getByEmail(email: string): Promise<MemberRecord | undefined> {
    const { Items } = await this.db.send(
      new QueryCommand({ TableName: this.table, IndexName: 'byEmail', KeyConditionExpression: 'email = :e', ExpressionAttributeValues: { ':e': email.toLowerCase() }, Limit: 1 }),
    );
    return Items?.[0] ? toMember(Items[0]) : undefined;
  }

  /** Creates a member; fails with ConditionalCheckFailedException when the id exists. */
  async create(m: MemberRecord): Promise<void> {
    const item = { ...memberKey(m.id), ...m, email: m.email.toLowerCase() };
    // GSI keys must not be null: a pending member has no sub attribute at all.
    if (item.sub === null) delete (item as Partial<MemberItem>).sub;
    await this.db.send(new PutCommand({ TableName: this.table, Item: item, ConditionExpression: 'attribute_not_exists(pk)' }));
  }
}

/**
 * The member's household as one unit of change: the member item (members table) and the
 * dependents (dependents table: pk MEMBER#<memberid>, sk DEPENDENT#<id>, the fields of
 * shared/domain/profile.ts `DependentRecord`).
 *
 * Every change (a profile save, the member's fields, its SSN or PCP, one dependent added, changed
 * or removed) is one TransactWriteItems: the member item's update carries the version the browser
 * read (the member's `version`, stored as `householdversion`) and increments it, so two writes from
 * the same read cannot both land (the second answers 'changed' and writes nothing), and a rule
 * over the whole household (one spouse, at most 20 dependents) holds after any of them. Either
 * every item is written or none is.
 *
 * The member's language is the one write outside the household's version (`setLanguage`): it is no
 * part of the profile a page edits, so switching it must not make another tab's profile form stale.
 */
import {
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { Language } from '../../shared/domain/language';
import type { MemberRecord } from '../../shared/domain/member';
import {
  byEntry,
  type DependentRecord,
  type MemberProfileFields,
  type Stamp,
} from '../../shared/domain/profile';
import { failedGuard, isConditionFailure } from './conditions';
import { HOUSEHOLD_VERSION, memberKey, memberPk, toMember } from './members';
import { queryAll } from './query-all';

export const dependentKey = (memberId: string, id: string) => ({
  pk: memberPk(memberId),
  sk: `DEPENDENT#${id.toLowerCase()}`,
});

export interface Household {
  member: MemberRecord;
  /** The household version the member item carried when read (0 before the first save). */
  version: number;
  dependents: DependentRecord[];
}

export interface HouseholdChange {
  /** The member's own fields, when they change. */
  member?: Partial<MemberProfileFields>;
  puts: ReadonlyArray<{ record: DependentRecord; isNew: boolean }>;
  deletes: readonly DependentRecord[];
  stamp: Stamp;
}

const toDependent = (item: Record<string, unknown>): DependentRecord => ({
  id: String(item.id),
  memberid: String(item.memberid),
  firstname: String(item.firstname ?? ''),
  lastname: String(item.lastname ?? ''),
  dateofbirth: String(item.dateofbirth ?? ''),
  gender: item.gender === 'Female' ? 'Female' : 'Male',
  relationship: item.relationship === 'spouse' ? 'spouse' : 'child',
  istobaccouser: item.istobaccouser === 'true' || item.istobaccouser === true ? 'true' : 'false',
  ssn: typeof item.ssn === 'string' ? item.ssn : null,
  createdon: String(item.createdon ?? ''),
  createdby: String(item.createdby ?? ''),
  modifiedon: typeof item.modifiedon === 'string' ? item.modifiedon : null,
  modifiedby: typeof item.modifiedby === 'string' ? item.modifiedby : null,
  ordinal: typeof item.ordinal === 'number' ? item.ordinal : 0,
});

export class ProfileStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly membersTable: string,
    private readonly dependentsTable: string,
  ) {}

  /** The member and every dependent, read consistently (a Get and a Query, in parallel). */
  async load(memberId: string): Promise<Household | undefined> {
    const [memberRead, dependents] = await Promise.all([
      this.db.send(
        new GetCommand({ TableName: this.membersTable, Key: memberKey(memberId), ConsistentRead: true }),
      ),
      this.dependents(memberId),
    ]);
    if (!memberRead.Item) return undefined;
    const member = toMember(memberRead.Item);
    return { member, version: member.version, dependents };
  }

  /** Every dependent of a member, in the order they were added. */
  async dependents(memberId: string): Promise<DependentRecord[]> {
    const items = await queryAll(this.db, {
      TableName: this.dependentsTable,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :d)',
      ExpressionAttributeValues: { ':pk': memberPk(memberId), ':d': 'DEPENDENT#' },
      ConsistentRead: true,
    });
    return items.map(toDependent).sort(byEntry);
  }

  /**
   * Sets the member's language and nothing else (not the version, not the audit fields), on an
   * existing member item only; answers the member as the write leaves it, or undefined when there
   * is no such member (nothing is written then).
   */
  async setLanguage(memberId: string, language: Language): Promise<MemberRecord | undefined> {
    try {
      const { Attributes } = await this.db.send(
        new UpdateCommand({
          TableName: this.membersTable,
          Key: memberKey(memberId),
          UpdateExpression: 'SET #language = :language',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#language': 'language' },
          ExpressionAttributeValues: { ':language': language },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return Attributes ? toMember(Attributes) : undefined;
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  }

  /**
   * Writes one household change in one transaction, if the household is still at `version`.
   * 'changed' when another write landed since it was read (nothing is written then): the one
   * place where a broken guard of this transaction becomes an outcome.
   */
  async save(memberId: string, version: number, change: HouseholdChange): Promise<'saved' | 'changed'> {
    const names: Record<string, string> = { '#v': HOUSEHOLD_VERSION };
    const values: Record<string, unknown> = {
      ':next': version + 1,
      ':now': change.stamp.now,
      ':by': change.stamp.by,
    };
    const sets = ['#v = :next', 'modifiedon = :now', 'modifiedby = :by'];
    if (change.member)
      for (const [field, value] of Object.entries(change.member)) {
        names[`#${field}`] = field;
        values[`:${field}`] = value;
        sets.push(`#${field} = :${field}`);
      }
    if (version > 0) values[':v'] = version;
    const member = {
      Update: {
        TableName: this.membersTable,
        Key: memberKey(memberId),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression:
          version > 0
            ? 'attribute_exists(pk) AND #v = :v'
            : 'attribute_exists(pk) AND attribute_not_exists(#v)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    };
    const puts = change.puts.map(({ record, isNew }) => ({
      Put: {
        TableName: this.dependentsTable,
        Item: { ...dependentKey(memberId, record.id), ...record },
        ConditionExpression: isNew ? 'attribute_not_exists(pk)' : 'attribute_exists(pk)',
      },
    }));
    const deletes = change.deletes.map((d) => ({
      Delete: {
        TableName: this.dependentsTable,
        Key: dependentKey(memberId, d.id),
        ConditionExpression: 'attribute_exists(pk)',
      },
    }));
    // The guards in the transaction's order: the version first, then each dependent's existence.
    const guards = ['version', ...puts.map(() => 'dependent'), ...deletes.map(() => 'dependent')] as const;
    try {
      await this.db.send(new TransactWriteCommand({ TransactItems: [member, ...puts, ...deletes] }));
      return 'saved';
    } catch (error) {
      // A dependent added, changed or removed since the read also means the read is stale.
      if (failedGuard(error, guards)) return 'changed';
      throw error;
    }
  }
}

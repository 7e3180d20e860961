/**
 * The employers table (pk EMPLOYER#<id>). One partition holds everything of an employer (its files
 * in the assets bucket: adapters/employer-assets.ts and adapters/document-links.ts):
 *
 * | sk | item |
 * |---|---|
 * | PROFILE | the account (accountid, flags, states, logo key, payFrequency); the only item carrying `accountid`, so the byAccountId index holds profiles only |
 * | CONTACT#nn | an employer contact, in the file's order |
 * | BROKER#nn | a member of the broker team (teamid) |
 * | POLICY#<year>#<class> | a class's contribution policy for a plan year, amounts in cents, and the waived amount |
 * | PRODUCT#nn | an additional-service product, cost in cents |
 * | DOC#nn | an ICHRA document: file name and S3 key |
 */
import { GetCommand, PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type * as z from 'zod/mini';
import {
  type ClassPolicy,
  type ContributionPolicy,
  policyForClass,
} from '../../shared/domain/contribution-policy';
import type { Employer } from '../../shared/domain/employer';
import type { Cents } from '../../shared/domain/money';
import { toPayFrequency, type PayFrequency } from '../../shared/domain/pay-periods';
import type { broker, employerContact } from '../../shared/schemas/employer';
import { writeAll, type WriteRequest } from './batch-write';
import { queryAll } from './query-all';

export type EmployerContact = z.infer<typeof employerContact>;
export type Broker = z.infer<typeof broker>;

/** An additional-service product of an employer. */
export interface EmployerProduct {
  option: string;
  costCents: Cents;
  subcategory: string;
  vendorname: string;
  description: string;
  taxstatus: string;
}

/** An ICHRA document of an employer, stored in the assets bucket. */
export interface EmployerDocument {
  /** File name, e.g. "ICHRA Plan Document 2026.pdf". */
  fileName: string;
  /** S3 key in the assets bucket. */
  key: string;
}

/** The employer profile as loaded from an employer file: the account, its employees' states and its payroll. */
export interface EmployerProfile extends Employer {
  states: string[];
  /** How often the employer runs payroll; a profile stored before the setting existed reads as monthly. */
  payFrequency: PayFrequency;
}

/** Everything an employer file defines, as `EmployerRepository.replace` writes it. */
export interface EmployerRecords {
  employer: EmployerProfile;
  contacts: readonly EmployerContact[];
  brokers: readonly Broker[];
  policies: readonly ClassPolicy[];
  products: readonly EmployerProduct[];
  documents: readonly EmployerDocument[];
}

const employerPk = (id: string) => `EMPLOYER#${id.toLowerCase()}`;
const PROFILE = 'PROFILE';
const prefixes = {
  contact: 'CONTACT#',
  broker: 'BROKER#',
  policy: 'POLICY#',
  product: 'PRODUCT#',
  document: 'DOC#',
} as const;
/** Two digits: an employer file lists at most 99 contacts, brokers, products and documents. */
const nn = (index: number) => String(index + 1).padStart(2, '0');
const policySk = (planYear: number, className: string) => `${prefixes.policy}${planYear}#${className}`;

interface EmployerItem {
  pk: string;
  sk: string;
  id: string;
  accountid: string;
  accountname: string;
  emailaddress?: string | null;
  teamid?: string | null;
  employeazecustomer: number;
  hsaonly: number;
  edoc_period?: number;
  logoKey?: string | null;
  states?: string[];
  payFrequency?: string;
}

type Item = Record<string, unknown>;

function toEmployer(item: EmployerItem): Employer {
  return {
    id: item.id,
    accountid: item.accountid,
    accountname: item.accountname,
    emailaddress: item.emailaddress ?? null,
    teamid: item.teamid ?? null,
    employeazecustomer: item.employeazecustomer === 1 ? 1 : item.employeazecustomer === 2 ? 2 : 0,
    hsaonly: item.hsaonly === 1 ? 1 : 0,
    edoc_period: item.edoc_period ?? 0,
    logoKey: item.logoKey ?? null,
  };
}

const toContact = (i: Item): EmployerContact => ({
  firstname: String(i.firstname),
  middlename: (i.middlename as string | null | undefined) ?? null,
  lastname: String(i.lastname),
  emailaddress: (i.emailaddress as string | null | undefined) ?? null,
  phonenumber: (i.phonenumber as string | null | undefined) ?? null,
  contacttype: i.contacttype as EmployerContact['contacttype'],
  displaytoemployee: i.displaytoemployee === true,
});

const toBroker = (i: Item): Broker => ({
  firstName: String(i.firstName),
  lastName: String(i.lastName),
  emailAddress: (i.emailAddress as string | null | undefined) ?? null,
  phoneNumber: (i.phoneNumber as string | null | undefined) ?? null,
});

const toProduct = (i: Item): EmployerProduct => ({
  option: String(i.option),
  costCents: Number(i.costCents) as Cents,
  subcategory: String(i.subcategory),
  vendorname: String(i.vendorname),
  description: String(i.description),
  taxstatus: String(i.taxstatus),
});

const toPolicy = (i: Item): ClassPolicy => ({
  planYear: Number(i.planYear),
  className: String(i.className),
  policy: i.policy as ContributionPolicy,
  waivedCents: Number(i.waivedCents) as Cents,
});

/** The items of an employer file, PROFILE last (its presence means the employer is complete). */
function toItems(r: EmployerRecords): Item[] {
  const pk = employerPk(r.employer.id);
  const profile: EmployerItem = { pk, sk: PROFILE, ...r.employer };
  return [
    ...r.contacts.map((c, i) => ({ pk, sk: `${prefixes.contact}${nn(i)}`, ...c })),
    ...r.brokers.map((b, i) => ({ pk, sk: `${prefixes.broker}${nn(i)}`, teamid: r.employer.teamid, ...b })),
    ...r.policies.map((p) => ({ pk, sk: policySk(p.planYear, p.className), ...p })),
    ...r.products.map((p, i) => ({ pk, sk: `${prefixes.product}${nn(i)}`, ...p })),
    ...r.documents.map((d, i) => ({ pk, sk: `${prefixes.document}${nn(i)}`, ...d })),
    profile as unknown as Item,
  ];
}

/** A class's contribution terms for a plan year, with the waived amount. */
type ClassTerms = { policy: ContributionPolicy; waivedCents: number };

/** The class's own terms among a plan year's policies, else the 'ALL' class's. */
function termsOfClass(policies: readonly ClassPolicy[], className: string): ClassTerms | undefined {
  const found = policyForClass(policies, className);
  return found ? { policy: found.policy, waivedCents: found.waivedCents } : undefined;
}

/** The reads of an employer an authorization makes, as {@link EmployerRepository.electionReads} answers them. */
export type EmployerElectionReads = Pick<EmployerRepository, 'get' | 'getClassPolicy' | 'products'>;

/** Employers table: profiles, contacts, broker team, contribution policies, products, documents. */
export class EmployerRepository {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async get(id: string): Promise<Employer | undefined> {
    const { Item } = await this.db.send(
      new GetCommand({ TableName: this.table, Key: { pk: employerPk(id), sk: PROFILE } }),
    );
    return Item ? toEmployer(Item as EmployerItem) : undefined;
  }

  /** The employer with the settings of its file (states, pay frequency), or undefined. */
  async getProfile(id: string): Promise<EmployerProfile | undefined> {
    const { Item } = await this.db.send(
      new GetCommand({ TableName: this.table, Key: { pk: employerPk(id), sk: PROFILE } }),
    );
    if (!Item) return undefined;
    const item = Item as EmployerItem;
    return {
      ...toEmployer(item),
      states: Array.isArray(item.states) ? item.states.map(String) : [],
      payFrequency: toPayFrequency(item.payFrequency),
    };
  }

  async put(e: Employer): Promise<void> {
    const item: EmployerItem = { pk: employerPk(e.id), sk: PROFILE, ...e };
    await this.db.send(new PutCommand({ TableName: this.table, Item: item }));
  }

  /** The employer of an account id (one Query of the byAccountId index). */
  async getByAccountId(accountid: string): Promise<Employer | undefined> {
    const { Items } = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: 'byAccountId',
        KeyConditionExpression: 'accountid = :a AND sk = :p',
        ExpressionAttributeValues: { ':a': accountid, ':p': PROFILE },
        Limit: 1,
      }),
    );
    return Items?.[0] ? toEmployer(Items[0] as EmployerItem) : undefined;
  }

  /**
   * The contribution policy of a member's class for a plan year, with the waived amount: the
   * class's own, else the 'ALL' class's ('ALL', 'empty' or no class mean 'ALL'). One Query of the
   * plan year's policies.
   */
  async getClassPolicy(
    employerId: string,
    planYear: number,
    className: string,
  ): Promise<ClassTerms | undefined> {
    const policies = (await this.query(employerId, `${prefixes.policy}${planYear}#`)).map(toPolicy);
    return termsOfClass(policies, className);
  }

  /**
   * What an authorization reads of an employer for a plan year (the profile, the year's class
   * policies, the additional-service products) in one Query of its partition, answered through
   * the repository's own methods. Their sort keys are neighbours, POLICY#<year>#… <
   * POLICY#<later year>#… < PRODUCT#… < PROFILE, so the range from the year's policies to the
   * profile holds them all, and besides them only the later years' policies (a few at most).
   * Asked about another employer or plan year, the answer is read as the repository reads it.
   */
  async electionReads(employerId: string, planYear: number): Promise<EmployerElectionReads> {
    const yearPrefix = `${prefixes.policy}${planYear}#`;
    const items = await queryAll(this.db, {
      TableName: this.table,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': employerPk(employerId), ':from': yearPrefix, ':to': PROFILE },
    });
    const of = (prefix: string) => items.filter((i) => String(i.sk).startsWith(prefix));
    const profile = items.find((i) => i.sk === PROFILE) as EmployerItem | undefined;
    const policies = of(yearPrefix).map(toPolicy);
    const products = of(prefixes.product).map(toProduct);
    const held = (id: string) => employerPk(id) === employerPk(employerId);
    return {
      get: async (id) => (held(id) ? profile && toEmployer(profile) : this.get(id)),
      getClassPolicy: async (id, year, className) =>
        held(id) && year === planYear
          ? termsOfClass(policies, className)
          : this.getClassPolicy(id, year, className),
      products: async (id) => (held(id) ? products : this.products(id)),
    };
  }

  /** Every contact of the employer, in the employer file's order (one Query). */
  async contacts(employerId: string): Promise<EmployerContact[]> {
    return (await this.query(employerId, prefixes.contact)).map(toContact);
  }

  /** The employer's broker team, lead broker first (one Query). */
  async brokers(employerId: string): Promise<Broker[]> {
    return (await this.query(employerId, prefixes.broker)).map(toBroker);
  }

  /** Additional-service products (one Query). */
  async products(employerId: string): Promise<EmployerProduct[]> {
    return (await this.query(employerId, prefixes.product)).map(toProduct);
  }

  /** ICHRA documents (one Query). */
  async documents(employerId: string): Promise<EmployerDocument[]> {
    return (await this.query(employerId, prefixes.document)).map((i) => ({
      fileName: String(i.fileName),
      key: String(i.key),
    }));
  }

  /**
   * Replaces everything an employer file defines: writes the new items (the profile last), then
   * deletes the employer's items the new file no longer has, so an update leaves no stale contact,
   * product or policy behind. A loader's call, not a request path's (lambdas/adapters/batch-write.ts).
   */
  async replace(records: EmployerRecords): Promise<{ written: number; deleted: number }> {
    const pk = employerPk(records.employer.id);
    const existing = (
      await queryAll(this.db, {
        TableName: this.table,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ProjectionExpression: 'sk',
      })
    ).map((i) => String(i.sk));

    const items = toItems(records);
    const profile = items.pop() as Item;
    const keep = new Set([...items, profile].map((i) => String(i.sk)));
    const stale: WriteRequest[] = existing
      .filter((sk) => !keep.has(sk))
      .map((sk) => ({ DeleteRequest: { Key: { pk, sk } } }));
    await writeAll(
      this.db,
      this.table,
      items.map((Item) => ({ PutRequest: { Item } })),
    );
    await writeAll(this.db, this.table, [{ PutRequest: { Item: profile } }]);
    await writeAll(this.db, this.table, stale);
    return { written: items.length + 1, deleted: stale.length };
  }

  /** Every item of the employer whose sort key starts with a prefix: one Query (no paging: an employer's items of one kind are few). */
  private async query(employerId: string, skPrefix: string): Promise<Item[]> {
    const { Items } = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
        ExpressionAttributeValues: { ':pk': employerPk(employerId), ':p': skPrefix },
      }),
    );
    return Items ?? [];
  }
}

/**
 * EmployerRepository.electionReads on DynamoDB Local: the one Query of the sort-key range
 * POLICY#<year># .. PROFILE that POST /api/Order makes holds exactly what the repository's own
 * three reads (profile, class policy, products) answer, for an employer with every kind of item
 * and policies of the years before and after; its contacts, brokers and documents stay out.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { EmployerRepository, type EmployerRecords } from '../../lambdas/adapters/employers';
import type { ContributionPolicy } from '../../shared/domain/contribution-policy';
import type { Cents } from '../../shared/domain/money';
import { stackDb } from './access-helpers';

const stack = inject('stack');
const db = stackDb(stack);
const repo = new EmployerRepository(db, stack.tables.employers as string);
/** The repository's own reads, to compare with. */
const reference = new EmployerRepository(db, stack.tables.employers as string);
const id = randomUUID();

const flat = (employee: number): ContributionPolicy =>
  ({
    kind: 'flat-by-tier',
    tiers: { employee, employee_spouse: 1, employee_children: 1, family: 1 },
  }) as unknown as ContributionPolicy;

const records: EmployerRecords = {
  employer: {
    id,
    accountid: `READS-${id.slice(0, 8)}`,
    accountname: 'Range Reads Co',
    emailaddress: null,
    teamid: 'team-reads',
    employeazecustomer: 1,
    hsaonly: 0,
    edoc_period: 10,
    logoKey: null,
    states: ['NJ'],
    payFrequency: 'monthly',
  },
  contacts: [
    {
      firstname: 'Dana',
      middlename: null,
      lastname: 'W',
      emailaddress: null,
      phonenumber: null,
      contacttype: 3,
      displaytoemployee: true,
    },
  ],
  brokers: [{ firstName: 'Evelyn', lastName: 'Carter', emailAddress: null, phoneNumber: null }],
  policies: [
    { planYear: 2025, className: 'Hourly', policy: flat(10_000), waivedCents: 100 as Cents },
    { planYear: 2026, className: 'ALL', policy: flat(45_000), waivedCents: 0 as Cents },
    { planYear: 2026, className: 'Hourly', policy: flat(35_000), waivedCents: 2_500 as Cents },
    { planYear: 2027, className: 'ALL', policy: flat(99_000), waivedCents: 9_900 as Cents },
    { planYear: 2027, className: 'Salaried', policy: flat(88_000), waivedCents: 8_800 as Cents },
  ],
  products: Array.from({ length: 12 }, (_, i) => ({
    option: i % 2 ? 'Family' : 'Employee Only',
    costCents: (1_000 + i) as Cents,
    subcategory: `Sub ${i}`,
    vendorname: 'V',
    description: 'D',
    taxstatus: 'Pre-Tax',
  })),
  documents: [{ fileName: 'Plan.pdf', key: `ichra-documents/${id}/Plan.pdf` }],
};

beforeAll(async () => {
  await repo.replace(records);
});
afterEach(() => vi.restoreAllMocks());

/** Fails when the answers come from a read of their own rather than from the one Query. */
function noFurtherReads(): void {
  for (const method of ['get', 'getClassPolicy', 'products'] as const)
    vi.spyOn(repo, method).mockRejectedValue(new Error(`${method} read on its own`));
}

describe('EmployerRepository.electionReads on DynamoDB Local', () => {
  it.for([2025, 2026, 2027, 2028])(
    'answers for %i what the profile, class policy and products reads answer',
    async (year) => {
      noFurtherReads();
      const reads = await repo.electionReads(id, year);
      expect(await reads.get(id)).toEqual(await reference.get(id));
      for (const className of ['ALL', 'Hourly', 'Salaried', 'empty'])
        expect(await reads.getClassPolicy(id, year, className), `${year} ${className}`).toEqual(
          await reference.getClassPolicy(id, year, className),
        );
      expect(await reads.products(id)).toEqual(await reference.products(id));
    },
  );

  it('holds the profile, the twelve products and the year’s policies, whatever the id’s case', async () => {
    noFurtherReads();
    const reads = await repo.electionReads(id.toUpperCase(), 2026);
    expect((await reads.get(id))?.accountname).toBe('Range Reads Co');
    expect(await reads.products(id)).toHaveLength(12);
    expect(await reads.getClassPolicy(id, 2026, 'salaried')).toEqual({
      policy: flat(45_000),
      waivedCents: 0,
    });
  });
});

/**
 * `npm run ops -- plan-year set|list|remove` (infra/ops/plan-year.ts): every check of `set` with
 * its message (a figure given in part, no source, a percentage or amount out of range, family below
 * self-only, a step of more than 25% from the previous year, a published built-in figure), and,
 * through `main()` against a mocked DynamoDB, that a refusal exits 1 and writes nothing, that an
 * entry is stored with its citation and who entered it when, and what `list` and `remove` print.
 */
import { DeleteCommand, DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StoredPlanYearFigures } from '../../lambdas/adapters/plan-year-figures';
import { OpsError, main } from '../../infra/ops/commands';
import { parseSetArgs, planYearProblems, readSetRequest, type SetRequest } from '../../infra/ops/plan-year';
import { planYearFigures } from '../../shared/data/plan-years';

const db = mockClient(DynamoDBDocumentClient);
const NOW = new Date('2026-08-15T09:30:00.000Z');
const defaults = { now: NOW, user: 'ops-tester' };
const source = ['--source', 'IRS Rev. Proc. 2026-38'];

/** The request, or the problems, of a `set` command line (after `set`). */
const read = (...args: string[]) => readSetRequest(parseSetArgs(args), defaults);

/** A request that passed its form checks. */
function request(...args: string[]): SetRequest {
  const r = read(...args);
  if (!r.request) throw new Error(`not a request: ${r.problems.join('; ')}`);
  return r.request;
}

const stored2028 = (over: Partial<StoredPlanYearFigures> = {}): StoredPlanYearFigures => ({
  planYear: 2028,
  version: 1,
  hsa: {
    selfOnlyCents: 460_000,
    familyCents: 920_000,
    catchUp55Cents: 100_000,
    source: 'IRS Rev. Proc. 2027-20',
    enteredBy: 'ana',
    enteredAt: '2027-05-20T10:00:00.000Z',
  },
  ...over,
});

describe('plan-year set: the form of what is typed', () => {
  it('reads each figure whole into integer cents, with the source and who enters it', () => {
    expect(
      request(
        '2028',
        '--affordability-percent',
        '9.5',
        '--hsa-self-only',
        '4,600',
        '--hsa-family',
        '$9,200.50',
        '--hsa-catch-up',
        '1000',
        ...source,
      ),
    ).toEqual({
      planYear: 2028,
      source: 'IRS Rev. Proc. 2026-38',
      enteredBy: 'ops-tester',
      figures: {
        affordability: { requiredContributionPercent: '9.5' },
        hsa: { selfOnlyCents: 460_000, familyCents: 920_050, catchUp55Cents: 100_000 },
      },
    });
    expect(
      request('2027', '--affordability-percent', '9.5', ...source, '--entered-by', 'ana').enteredBy,
    ).toBe('ana');
  });

  it('refuses a figure given in part, naming the flags it still needs', () => {
    expect(read('2028', '--hsa-self-only', '4600', '--hsa-family', '9200', ...source).problems).toEqual([
      'the HSA limits are entered whole: also give --hsa-catch-up (all of --hsa-self-only, --hsa-family, --hsa-catch-up)',
    ]);
    expect(read('2028', '--oop-max-family', '22000', ...source).problems).toEqual([
      'the ACA out-of-pocket caps are entered whole: also give --oop-max-self-only (all of --oop-max-self-only, --oop-max-family)',
    ]);
  });

  it('refuses an entry without a figure or without a source', () => {
    expect(read('2027', ...source).problems).toEqual([
      'no figure given: enter at least one of the affordability percentage, HSA limits, HDHP limits or ACA out-of-pocket caps',
    ]);
    expect(read('2027', '--affordability-percent', '9.5').problems).toEqual([
      '--source is required: cite where the figures come from, e.g. "IRS Rev. Proc. 2026-38"',
    ]);
    expect(read('2027', '--affordability-percent', '9.5', '--source', '  ').problems).toEqual([
      '--source must cite where the figures come from, e.g. "IRS Rev. Proc. 2026-38"',
    ]);
  });

  it('takes a percentage from 5 to 15 with at most two decimals, and nothing else', () => {
    for (const ok of ['5', '9.96', '15', '12.5'])
      expect(read('2027', '--affordability-percent', ok, ...source).problems, ok).toEqual([]);
    for (const tooFar of ['4.99', '15.01', '16', '0'])
      expect(read('2027', '--affordability-percent', tooFar, ...source).problems, tooFar).toEqual([
        '--affordability-percent must be between 5 and 15 (the IRS percentage has stayed near 9 to 10)',
      ]);
    for (const malformed of ['9.965', '9,5', 'nine', '9.5%', '=9'])
      expect(read('2027', '--affordability-percent', malformed, ...source).problems, malformed).toEqual([
        '--affordability-percent must be a percentage with at most two decimals, like 9.96',
      ]);
    // A value starting with a dash reads as a flag: the command line's own error.
    expect(() => read('2027', '--affordability-percent', '-9', ...source)).toThrow(/argument is ambiguous/);
  });

  it('takes amounts of dollars above $0 and up to $100,000', () => {
    const oop = (self: string, family: string) =>
      read('2028', '--oop-max-self-only', self, '--oop-max-family', family, ...source).problems;
    expect(oop('10900', '21800')).toEqual([]);
    expect(oop('ten', '21800')).toEqual([
      '--oop-max-self-only must be an amount of dollars like 4500 or $4,500.00',
    ]);
    expect(oop('0', '21800')).toEqual(['--oop-max-self-only must be more than $0']);
    expect(oop('10900', '100000.01')).toEqual(['--oop-max-family must be at most $100,000']);
    expect(oop('10900.123', '21800')).toEqual([
      '--oop-max-self-only must be an amount of dollars like 4500 or $4,500.00',
    ]);
  });

  it('refuses a family figure below the self-only one, and an HDHP deductible above its out-of-pocket maximum', () => {
    expect(
      read('2028', '--hsa-self-only', '4600', '--hsa-family', '4599', '--hsa-catch-up', '1000', ...source)
        .problems,
    ).toEqual([
      '--hsa-family $4,599 is below --hsa-self-only $4,600: a family figure is never below the self-only one',
    ]);
    expect(
      read(
        '2028',
        '--hdhp-min-deductible-self-only',
        '9000',
        '--hdhp-min-deductible-family',
        '3600',
        '--hdhp-oop-max-self-only',
        '8900',
        '--hdhp-oop-max-family',
        '17800',
        ...source,
      ).problems,
    ).toEqual([
      '--hdhp-min-deductible-family $3,600 is below --hdhp-min-deductible-self-only $9,000: a family figure is never below the self-only one',
      "--hdhp-min-deductible-self-only $9,000 is above --hdhp-oop-max-self-only $8,900: an HDHP's minimum deductible is within its out-of-pocket maximum",
    ]);
  });

  it('takes a plan year from the first built-in year to two years ahead', () => {
    expect(read('2028', '--affordability-percent', '9.5', ...source).problems).toEqual([]);
    for (const year of ['2024', '2029', '27', 'next'])
      expect(read(year, '--affordability-percent', '9.5', ...source).problems, year).toEqual([
        'the plan year must be a year from 2025 to 2028 (figures are published the year before)',
      ]);
  });

  it('lists every problem at once', () => {
    expect(read('2030', '--affordability-percent', '20', '--hsa-family', '9000')).toEqual({
      problems: [
        'the HSA limits are entered whole: also give --hsa-self-only, --hsa-catch-up (all of --hsa-self-only, --hsa-family, --hsa-catch-up)',
        '--source is required: cite where the figures come from, e.g. "IRS Rev. Proc. 2026-38"',
        'the plan year must be a year from 2025 to 2028 (figures are published the year before)',
        '--affordability-percent must be between 5 and 15 (the IRS percentage has stayed near 9 to 10)',
      ],
    });
  });

  it('refuses an unknown flag, a flag without its value and a missing year as usage errors', () => {
    expect(() => parseSetArgs(['2027', '--affordability', '9.5'])).toThrow(OpsError);
    expect(() => parseSetArgs(['2027', '--affordability', '9.5'])).toThrow(
      /Unknown option '--affordability'/,
    );
    expect(() => parseSetArgs(['2027', '--affordability-percent'])).toThrow(OpsError);
    expect(() => parseSetArgs(['--affordability-percent', '9.5'])).toThrow(
      'plan-year set needs exactly one plan year, e.g. 2027.',
    );
  });
});

describe('plan-year set: against what is already held', () => {
  it('never stores over a published built-in figure, and says why', () => {
    expect(planYearProblems(request('2026', '--affordability-percent', '9.5', ...source), [])).toEqual([
      'plan year 2026 has built-in affordability percentage (IRS Rev. Proc. 2025-25), which a stored figure cannot replace: a correction to a built-in year is a release (shared/data/plan-years.ts)',
    ]);
    const hsa2027 = request(
      '2027',
      '--hsa-self-only',
      '4500',
      '--hsa-family',
      '9000',
      '--hsa-catch-up',
      '1000',
      ...source,
    );
    expect(planYearProblems(hsa2027, [])).toEqual([
      'plan year 2027 has built-in HSA limits (IRS Rev. Proc. 2026-24), which a stored figure cannot replace: a correction to a built-in year is a release (shared/data/plan-years.ts)',
    ]);
  });

  it('fills a figure the built-in year lacks, and refuses the caps 2027 now holds as published', () => {
    expect(planYearFigures(2027)?.affordability).toBeUndefined();
    expect(planYearProblems(request('2027', '--affordability-percent', '9.5', ...source), [])).toEqual([]);
    // 2027's ACA caps were carried provisionally until CMS published them; a published figure
    // is a release's to change. (Replacing a provisional figure: tests/unit/plan-year-figures.test.ts.)
    expect(
      planYearProblems(
        request('2027', '--oop-max-self-only', '10900', '--oop-max-family', '21800', ...source),
        [],
      ),
    ).toEqual([
      expect.stringMatching(
        /^plan year 2027 has built-in ACA out-of-pocket caps \(CMS memo of 29 January 2026, .*\), which a stored figure cannot replace/,
      ),
    ]);
  });

  it("refuses an amount more than 25% from the previous year's, built-in or stored, and takes 25% exactly", () => {
    // 2027 built-in HSA: $4,500 / $9,000 / $1,000. 25% above $4,500 is $5,625.
    const hsa2028 = (self: string, family = '9000') =>
      planYearProblems(
        request('2028', '--hsa-self-only', self, '--hsa-family', family, '--hsa-catch-up', '1000', ...source),
        [],
      );
    expect(hsa2028('5625')).toEqual([]);
    expect(hsa2028('3375')).toEqual([]);
    expect(hsa2028('5625.01')).toEqual([
      "--hsa-self-only $5,625.01 is more than 25% away from 2027's $4,500 (IRS Rev. Proc. 2026-24); check it against the source",
    ]);
    expect(hsa2028('4500', '6749.99')).toEqual([
      "--hsa-family $6,749.99 is more than 25% away from 2027's $9,000 (IRS Rev. Proc. 2026-24); check it against the source",
    ]);
    // 2028 stored ($4,600 self-only): 2029's is held against it. (Plan year 2029 is in range in 2027.)
    const in2027 = { now: new Date('2027-09-01T00:00:00Z'), user: 'ops-tester' };
    const hsa2029 = readSetRequest(
      parseSetArgs([
        '2029',
        '--hsa-self-only',
        '5800',
        '--hsa-family',
        '9300',
        '--hsa-catch-up',
        '1000',
        ...source,
      ]),
      in2027,
    ).request as SetRequest;
    expect(planYearProblems(hsa2029, [stored2028()])).toEqual([
      "--hsa-self-only $5,800 is more than 25% away from 2028's $4,600 (IRS Rev. Proc. 2027-20); check it against the source",
    ]);
  });

  it("refuses an HDHP out-of-pocket maximum above the same year's ACA cap, as it will read", () => {
    // 2028, nothing built in: each amount within 25% of 2027's (HDHP $8,700 / $17,400, caps
    // $12,000 / $24,000), but the HDHP's maximum above the caps entered with it.
    expect(
      planYearProblems(
        request(
          '2028',
          '--hdhp-min-deductible-self-only',
          '1800',
          '--hdhp-min-deductible-family',
          '3600',
          '--hdhp-oop-max-self-only',
          '10000',
          '--hdhp-oop-max-family',
          '20000',
          '--oop-max-self-only',
          '9500',
          '--oop-max-family',
          '19000',
          ...source,
        ),
        [],
      ),
    ).toEqual([
      "the self-only HDHP out-of-pocket maximum $10,000 is above the 2028 ACA out-of-pocket cap $9,500: an HDHP's maximum is always within the ACA cap",
      "the family HDHP out-of-pocket maximum $20,000 is above the 2028 ACA out-of-pocket cap $19,000: an HDHP's maximum is always within the ACA cap",
    ]);
  });
});

describe('npm run ops -- plan-year, through main() on a mocked DynamoDB', () => {
  const run = async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await main(['plan-year', ...argv], {
      out: (l) => out.push(l),
      err: (l) => err.push(l),
      env: {},
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
  const storedItems = (...years: StoredPlanYearFigures[]) =>
    db.on(QueryCommand).resolves({
      Items: years.map((y) => ({ pk: 'PLAN_YEAR_FIGURES', sk: `YEAR#${y.planYear}`, ...y })),
    });

  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterAll(() => vi.useRealTimers());
  afterEach(() => db.reset());

  it('refuses bad input with exit code 1, every problem listed, and writes nothing', async () => {
    storedItems();
    const res = await run('set', '2026', '--affordability-percent', '16', '--hsa-family', '9000');
    expect(res.code).toBe(1);
    expect(res.err).toBe(
      [
        'plan-year set: 3 problem(s); nothing was written:',
        '  the HSA limits are entered whole: also give --hsa-self-only, --hsa-catch-up (all of --hsa-self-only, --hsa-family, --hsa-catch-up)',
        '  --source is required: cite where the figures come from, e.g. "IRS Rev. Proc. 2026-38"',
        '  --affordability-percent must be between 5 and 15 (the IRS percentage has stayed near 9 to 10)',
      ].join('\n'),
    );
    const builtIn = await run('set', '2026', '--affordability-percent', '9.5', ...source);
    expect(builtIn.code).toBe(1);
    expect(builtIn.err).toContain('plan year 2026 has built-in affordability percentage');
    expect(db).not.toHaveReceivedCommand(PutCommand);
    expect(db).not.toHaveReceivedCommand(DeleteCommand);
  });

  it('stores a new year with its citation, who entered it and when, only if no one stored it meanwhile', async () => {
    storedItems();
    db.on(PutCommand).resolves({});
    const res = await run('set', '2027', '--affordability-percent', '9.47', ...source, '--entered-by', 'ana');
    expect(res.err).toBe('');
    expect(res.code).toBe(0);
    expect(db).toHaveReceivedCommandTimes(PutCommand, 1);
    expect(db).toHaveReceivedCommandWith(PutCommand, {
      TableName: 'ichra-local-plans',
      Item: {
        pk: 'PLAN_YEAR_FIGURES',
        sk: 'YEAR#2027',
        planYear: 2027,
        version: 1,
        affordability: {
          requiredContributionPercent: '9.47',
          source: 'IRS Rev. Proc. 2026-38',
          enteredBy: 'ana',
          enteredAt: NOW.toISOString(),
        },
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(res.out).toContain(
      'affordability percentage: 9.47%; fills a figure the built-in years do not hold',
    );
    expect(res.out).toContain(`stored: "IRS Rev. Proc. 2026-38", entered by ana on ${NOW.toISOString()}`);
  });

  it("keeps a year's other stored figures, says which one it replaces, and saves over the version it read", async () => {
    storedItems(stored2028({ version: 3 }));
    db.on(PutCommand).resolves({});
    const res = await run('set', '2028', '--affordability-percent', '9.8', ...source, '--entered-by', 'ana');
    expect(res.code, res.err).toBe(0);
    const item = db.commandCalls(PutCommand)[0]?.args[0].input;
    expect(item).toMatchObject({
      ConditionExpression: 'version = :read',
      ExpressionAttributeValues: { ':read': 3 },
      Item: { version: 4, hsa: stored2028().hsa, affordability: { requiredContributionPercent: '9.8' } },
    });
    const again = await run(
      'set',
      '2028',
      '--hsa-self-only',
      '4650',
      '--hsa-family',
      '9300',
      '--hsa-catch-up',
      '1000',
      ...source,
    );
    expect(again.out).toContain(
      'HSA limits: $4,650 self-only, $9,300 family, $1,000 catch-up at 55; replaces the figure stored as "IRS Rev. Proc. 2027-20", entered by ana on 2027-05-20T10:00:00.000Z',
    );
  });

  it('writes nothing and exits 1 when the year was saved by someone else meanwhile', async () => {
    storedItems();
    db.on(PutCommand).rejects(
      Object.assign(new Error('conditional'), { name: 'ConditionalCheckFailedException' }),
    );
    const res = await run('set', '2027', '--affordability-percent', '9.47', ...source);
    expect(res.code).toBe(1);
    expect(res.err).toBe(
      'The stored figures of plan year 2027 changed while this command ran; nothing was written. Run it again.',
    );
  });

  it('lists every year, built in and stored, each figure with where it comes from', async () => {
    storedItems(stored2028(), {
      planYear: 2027,
      version: 1,
      affordability: {
        requiredContributionPercent: '9.47',
        source: 'IRS Rev. Proc. 2026-38',
        enteredBy: 'ana',
        enteredAt: '2026-08-01T12:00:00.000Z',
      },
    });
    const res = await run('list');
    expect(res.code, res.err).toBe(0);
    const lines = res.out.split('\n');
    const block = (year: string) => {
      const start = lines.findIndex((l) => l.startsWith(year));
      const end = lines.findIndex((l, i) => i > start && /^\S/.test(l));
      return lines.slice(start, end).join('\n');
    };
    expect(block('2026')).toContain('9.96%\n                            built in: IRS Rev. Proc. 2025-25');
    expect(block('2027')).toContain(
      '9.47%\n                            stored: "IRS Rev. Proc. 2026-38", entered by ana on 2026-08-01T12:00:00.000Z',
    );
    expect(block('2027')).toContain(
      '$12,000 self-only, $24,000 family\n                            built in: CMS memo of 29 January 2026',
    );
    expect(block('2028 (no built-in figures)')).toContain(
      'affordability percentage  missing: not published or not entered yet',
    );
    expect(block('2028')).toContain('$4,600 self-only, $9,200 family, $1,000 catch-up at 55');
    expect(lines.at(-1)).toMatch(/^4 plan year\(s\): 3 built in, 2 with stored figures in the local stack/);
  });

  it("removes a year's stored figures, and refuses with exit code 1 when there are none", async () => {
    db.on(DeleteCommand).resolvesOnce({
      Attributes: { pk: 'PLAN_YEAR_FIGURES', sk: 'YEAR#2028', ...stored2028() },
    });
    const res = await run('remove', '2028');
    expect(res.code, res.err).toBe(0);
    expect(db).toHaveReceivedCommandWith(DeleteCommand, {
      Key: { pk: 'PLAN_YEAR_FIGURES', sk: 'YEAR#2028' },
    });
    expect(res.out).toContain('Removed the stored HSA limits of plan year 2028.');
    expect(res.out).toContain('HSA limits                missing: not published or not entered yet');

    db.on(DeleteCommand).resolves({});
    const none = await run('remove', '2028');
    expect(none.code).toBe(1);
    expect(none.err).toContain('No stored figures for plan year 2028 in the local stack');
    expect((await run('remove', 'next')).code).toBe(1);
  });
});

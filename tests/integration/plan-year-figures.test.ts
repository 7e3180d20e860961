/**
 * Yearly figures without a release, on the local stack (issue 28 item 6): the operator command
 * (`npm run ops -- plan-year ...`, run in-process through `main()` with the stack's ports) stores
 * a 2027 affordability percentage in DynamoDB Local with its citation and who entered it when, the
 * affordability endpoint answers with it at once, and removing it brings back the 404 naming the
 * years held. Bad input exits 1 and leaves the stored figures exactly as they were.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { PlanYearFigureStore } from '../../lambdas/adapters/plan-year-figures';
import { main } from '../../infra/ops/commands';
import { call } from '../helpers/http';

const stack = inject('stack');
const base = stack.portalUrl;
const store = new PlanYearFigureStore(
  DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: 'us-east-1',
      endpoint: stack.dynamodbUrl,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }),
  ),
  stack.tables.plans as string,
);
const source = 'IRS Rev. Proc. 2026-38 (integration test)';
const notAvailable2027 =
  'The affordability figures for plan year 2027 are not available yet. Plan years available: 2025, 2026.';

const portOf = (url: string): string => new URL(url).port;

/** `npm run ops -- plan-year <args> --local` against this stack, in-process; its exit code and output. */
async function ops(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(['plan-year', ...args, '--local'], {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    env: {
      ...process.env,
      PORT: portOf(stack.portalUrl),
      DYNAMODB_PORT: portOf(stack.dynamodbUrl),
      S3_PORT: portOf(stack.s3Url),
      COGNITO_PORT: portOf(stack.cognitoUrl),
    },
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

let token = '';
const affordability2027 = (income = '52000') =>
  call<{ data: Record<string, number | boolean | string>; message: string }>(
    base,
    'GET',
    `/api/EmployerContribution/Affordability/2027?householdIncome=${income}`,
    { token },
  );

/** Removes what a test stored, whatever state it stopped in. */
async function clearStored() {
  for (const year of [2027, 2028]) await store.remove(year);
}

beforeAll(async () => {
  const res = await call<{ tokenResponse: { access_token: string } }>(base, 'POST', '/api/Login', {
    body: { email: stack.demo.email, password: stack.demo.password },
  });
  expect(res.status).toBe(200);
  token = res.body.tokenResponse.access_token;
});
// Each test starts from no stored figures, whatever the one before stopped in.
beforeEach(clearStored);
afterAll(clearStored);

describe('npm run ops -- plan-year on the local stack', () => {
  it('stores a 2027 percentage that the affordability answer uses at once, and its removal brings back the 404', async () => {
    // Prepare: nothing for 2027 yet.
    const before = await affordability2027();
    expect(before.status).toBe(404);
    expect(before.body.message).toBe(notAvailable2027);

    // Act: the operator enters the percentage.
    const started = new Date().toISOString();
    const set = await ops(
      'set',
      '2027',
      '--affordability-percent',
      '9.47',
      '--source',
      source,
      '--entered-by',
      'ops-it',
    );
    const ended = new Date().toISOString();

    // Assess: stored with its citation, who and when.
    expect(set.err).toBe('');
    expect(set.code).toBe(0);
    expect(set.out).toContain('Target: the local stack');
    const [stored] = await store.list();
    expect(stored).toMatchObject({
      planYear: 2027,
      version: 1,
      affordability: { requiredContributionPercent: '9.47', source, enteredBy: 'ops-it' },
    });
    const enteredAt = String(stored?.affordability?.enteredAt);
    expect(enteredAt >= started && enteredAt <= ended, enteredAt).toBe(true);

    // The endpoint answers with it: 9.47% of $52,000 / 12, rounded down to the cent.
    const answer = await affordability2027();
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const d = answer.body.data;
    expect(d.planYear).toBe(2027);
    expect(d.requiredContributionPercent).toBe(9.47);
    expect(Math.round((d.monthlyThreshold as number) * 100)).toBe(Math.floor((5_200_000 * 947) / 120_000));
    expect(d.affordable).toBe((d.employeeMonthlyCost as number) <= (d.monthlyThreshold as number));

    // list says where each figure comes from.
    const list = await ops('list');
    expect(list.code, list.err).toBe(0);
    expect(list.out).toContain(
      `9.47%\n                            stored: "${source}", entered by ops-it on `,
    );
    expect(list.out).toContain('9.96%\n                            built in: IRS Rev. Proc. 2025-25');

    // Act: removed.
    const removed = await ops('remove', '2027');
    expect(removed.code, removed.err).toBe(0);
    expect(removed.out).toContain('Removed the stored affordability percentage of plan year 2027.');

    // Assess: missing again, said so, never guessed.
    expect(await store.list()).toEqual([]);
    const after = await affordability2027();
    expect(after.status).toBe(404);
    expect(after.body.message).toBe(notAvailable2027);
    expect((await ops('list')).out).toMatch(
      /2027\n {2}affordability percentage {2}missing: not published or not entered yet/,
    );
  });

  it('refuses bad input with exit code 1 and leaves the stored figures as they were', async () => {
    // Prepare
    expect((await ops('set', '2027', '--affordability-percent', '9.47', '--source', source)).code).toBe(0);
    const held = await store.list();

    // Act and assess: each refused, with its reason.
    const refusals = [
      [
        ['set', '2026', '--affordability-percent', '9.5', '--source', source],
        'plan year 2026 has built-in affordability percentage',
      ],
      [
        [
          'set',
          '2027',
          '--hsa-self-only',
          '4500',
          '--hsa-family',
          '9000',
          '--hsa-catch-up',
          '1000',
          '--source',
          source,
        ],
        'plan year 2027 has built-in HSA limits (IRS Rev. Proc. 2026-24), which a stored figure cannot replace',
      ],
      [['set', '2027', '--affordability-percent', '15.5', '--source', source], 'must be between 5 and 15'],
      [['set', '2027', '--affordability-percent', '9.5'], '--source is required'],
      [
        [
          'set',
          '2028',
          '--hsa-self-only',
          '6000',
          '--hsa-family',
          '9000',
          '--hsa-catch-up',
          '1000',
          '--source',
          source,
        ],
        "--hsa-self-only $6,000 is more than 25% away from 2027's $4,500",
      ],
      [['set', '2027', '--oop-max-self-only', '10900', '--source', source], 'also give --oop-max-family'],
      [['remove', '2028'], 'No stored figures for plan year 2028'],
    ] as const;
    for (const [args, reason] of refusals) {
      const res = await ops(...args);
      expect(res.code, args.join(' ')).toBe(1);
      expect(res.err, args.join(' ')).toContain(reason);
    }
    expect(await store.list()).toEqual(held);
    expect((await affordability2027()).body.data.requiredContributionPercent).toBe(9.47);
  });

  it("adds a figure to a year's stored ones, and refuses caps over 2027's published built-in ones", async () => {
    // Prepare
    expect((await ops('set', '2027', '--affordability-percent', '9.47', '--source', source)).code).toBe(0);
    const hsa2028 = ['--hsa-self-only', '4600', '--hsa-family', '9200', '--hsa-catch-up', '1000'];
    expect((await ops('set', '2028', ...hsa2028, '--source', 'IRS (integration test)')).code).toBe(0);
    const caps = (year: string) =>
      ops(
        'set',
        year,
        '--oop-max-self-only',
        '12500',
        '--oop-max-family',
        '25000',
        '--source',
        'CMS, 2028 premium adjustment percentage (integration test)',
      );

    // Act
    const over2027 = await caps('2027');
    const added2028 = await caps('2028');

    // Assess
    expect(over2027.code).toBe(1);
    expect(over2027.err).toContain(
      'plan year 2027 has built-in ACA out-of-pocket caps (CMS memo of 29 January 2026',
    );
    expect(added2028.code, added2028.err).toBe(0);
    expect(added2028.out).toContain('ACA out-of-pocket caps: $12,500 self-only, $25,000 family');
    const stored = await store.list();
    expect(stored.find((s) => s.planYear === 2027)).toMatchObject({
      version: 1,
      affordability: { requiredContributionPercent: '9.47', source },
    });
    expect(stored.find((s) => s.planYear === 2027)?.outOfPocketMax).toBeUndefined();
    expect(stored.find((s) => s.planYear === 2028)).toMatchObject({
      version: 2,
      hsa: { selfOnlyCents: 460_000 },
      outOfPocketMax: { selfOnlyCents: 1_250_000, familyCents: 2_500_000 },
    });
    expect((await affordability2027()).body.data.requiredContributionPercent).toBe(9.47);
  });
});

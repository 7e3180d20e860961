/**
 * The plan catalog importer against the local stack's DynamoDB Local: a malformed catalog is
 * refused with file:line: reason and leaves the plans table exactly as it was; importing the same
 * content again writes nothing; a new version of a state replaces the old one whole; the demo
 * catalog is generated and loaded through the same importer.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { importPlans, PlanImportError } from '../../infra/data/catalog/import';
import { ensureDemoCatalog } from '../../infra/local/catalog';
import { PlanRepository } from '../../lambdas/adapters/plans';

const stack = inject('stack');
const db = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    region: 'us-east-1',
    endpoint: stack.dynamodbUrl,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  }),
  { marshallOptions: { removeUndefinedValues: true } },
);
const target = { db, tables: { plans: stack.tables.plans as string } };
const repo = new PlanRepository(db, target.tables.plans);
const quiet = { log: () => undefined };
const temp: string[] = [];
afterAll(() => temp.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Every item of the plans table, in a stable order (a test may scan; a request path never does). */
async function snapshot(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new ScanCommand({ TableName: target.tables.plans, ExclusiveStartKey }));
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items.sort((a, b) =>
    `${String(a.pk)}|${String(a.sk)}`.localeCompare(`${String(b.pk)}|${String(b.sk)}`),
  );
}

beforeAll(async () => {
  await importPlans('tests/fixtures/catalog/valid', target, quiet);
});

describe('import-plans on DynamoDB Local', () => {
  it('refuses the malformed fixture with file:line: reason and leaves the table as it was', async () => {
    const before = await snapshot();
    expect(before.length).toBeGreaterThan(0);
    const error = await importPlans('tests/fixtures/catalog/malformed', target, quiet).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PlanImportError);
    expect((error as PlanImportError).message).toContain(
      'tests/fixtures/catalog/malformed/Rate_PUF.csv:3: IndividualTobaccoRate 650.00 is more than 1.5 times IndividualRate 400.00',
    );
    expect((error as PlanImportError).problems).toContain(
      'tests/fixtures/catalog/malformed/Benefits_Cost_Sharing_PUF.csv:3: CopayInnTier1 "forty dollars" is not a cost-sharing value like "$40" or "$250 Copay after deductible"',
    );
    expect(await snapshot()).toEqual(before);
  });

  it('writes nothing when the same content is imported again', async () => {
    const before = await snapshot();
    const results = await importPlans('tests/fixtures/catalog/valid', target, quiet);
    expect(results.map((r) => r.status)).toEqual(['unchanged', 'unchanged']);
    expect(await snapshot()).toEqual(before);
  });

  it('replaces a state whole with a new version and removes the old one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'plan-catalog-'));
    temp.push(dir);
    cpSync('tests/fixtures/catalog/valid', dir, { recursive: true });
    // Vermont's rate rises from 500.00 to 512.00.
    const rates = join(dir, 'Rate_PUF.csv');
    writeFileSync(rates, readFileSync(rates, 'utf8').replace('Family Option,500.00', 'Family Option,512.00'));
    const versionBefore = (await repo.catalogEntry(2025, 'VT'))?.version;
    const [vt] = await importPlans(dir, target, { ...quiet, states: ['VT'] });
    expect(vt?.status).toBe('imported');
    const entry = await repo.catalogEntry(2025, 'VT');
    expect(entry?.version).not.toBe(versionBefore);
    expect((await repo.offersIn(2025, '50007')).map((o) => o.rates[0]?.rate21Cents)).toEqual([51_200]);
    const partition = (await snapshot()).filter((i) => i.pk === 'PLANS#2025#50007');
    expect(partition.map((i) => i.sk)).toEqual([`HEAD`, `V#${entry?.version}#PLANS#001`]);
    // Back to the fixture's content for the other tests.
    await importPlans('tests/fixtures/catalog/valid', target, { ...quiet, states: ['VT'] });
    expect((await repo.offersIn(2025, '50007')).map((o) => o.rates[0]?.rate21Cents)).toEqual([50_000]);
  });
});

describe('the demonstration catalog', () => {
  it('is generated and loaded through the importer for the states asked, once', async () => {
    const first = await ensureDemoCatalog({ ...target, states: ['DE'], log: () => undefined });
    expect(first.map((r) => `${r.state} ${r.planYear}`)).toEqual(['DE 2026', 'DE 2027']);
    const entry = await repo.catalogEntry(2026, 'DE');
    expect(entry?.source).toMatch(/demonstration catalog/);
    const [county] = Object.keys(entry?.counties ?? {});
    const offers = await repo.offersIn(2026, county as string);
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.every((o) => o.planName.startsWith('Demo ') && o.state === 'DE')).toBe(true);
    const again = await ensureDemoCatalog({ ...target, states: ['DE'], log: () => undefined });
    expect(again.map((r) => r.status)).toEqual(['unchanged', 'unchanged']);
  });
});

/**
 * The plan catalog importer (infra/data/catalog/import.ts) against a mocked DynamoDB: what it
 * reads from the CMS layouts, how it refuses malformed files (file:line: reason, and not one
 * request sent), that an unchanged catalog writes nothing, and the roll-back of a failed write.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { costSharingText, importPlans, PlanImportError, planUuid } from '../../infra/data/catalog/import';
import { PlanRepository } from '../../lambdas/adapters/plans';

const VALID = 'tests/fixtures/catalog/valid';
const MALFORMED = 'tests/fixtures/catalog/malformed';
const mock = mockClient(DynamoDBDocumentClient);
const db = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
const target = { db, tables: { plans: 'plans-test' } };
const quiet = { log: () => undefined, now: () => new Date('2026-11-01T12:00:00Z') };
const temp: string[] = [];
afterEach(() => mock.reset());
afterAll(() => temp.forEach((d) => rmSync(d, { recursive: true, force: true })));

type Item = Record<string, unknown>;
/** Answers the importer's reads as an empty table and keeps what it writes. */
function emptyTable(): Item[] {
  const written: Item[] = [];
  mock.on(GetCommand).resolves({});
  mock.on(BatchGetCommand).resolves({ Responses: {} });
  mock.on(QueryCommand).resolves({ Items: [] });
  mock.on(PutCommand).callsFake((input: { Item: Item }) => {
    written.push(input.Item);
    return {};
  });
  mock
    .on(BatchWriteCommand)
    .callsFake((input: { RequestItems: Record<string, Array<{ PutRequest?: { Item: Item } }>> }) => {
      for (const r of Object.values(input.RequestItems).flat())
        if (r.PutRequest) written.push(r.PutRequest.Item);
      return {};
    });
  return written;
}

/** The valid fixture with one line of one file replaced (line numbers from 1, the header being 1). */
function variant(file: string, line: number, edit: (text: string) => string): string {
  const dir = mkdtempSync(join(tmpdir(), 'plan-import-'));
  temp.push(dir);
  cpSync(VALID, dir, { recursive: true });
  const lines = readFileSync(join(dir, file), 'utf8').split('\n');
  lines[line - 1] = edit(lines[line - 1] as string);
  writeFileSync(join(dir, file), lines.join('\n'));
  return dir;
}

async function problemsOf(dir: string): Promise<string[]> {
  try {
    await importPlans(dir, target, quiet);
  } catch (error) {
    if (error instanceof PlanImportError) return error.problems;
    throw error;
  }
  throw new Error('the import was not refused');
}

describe('reading the CMS layouts', () => {
  it('writes each county its plans, with the rates of its rating area', async () => {
    const written = emptyTable();
    const results = await importPlans(VALID, target, quiet);
    expect(results).toEqual([
      { planYear: 2025, state: 'NJ', status: 'imported', plans: 5, counties: 3, items: 13 },
      { planYear: 2025, state: 'VT', status: 'imported', plans: 1, counties: 1, items: 1 },
    ]);
    // Read back what was written, through the adapter, as a quote would.
    const repo = new PlanRepository(db, 'plans-test');
    const offersOf = async (county: string) => {
      mock.on(QueryCommand).resolves({ Items: written.filter((i) => i.pk === `PLANS#2025#${county}`) });
      return repo.offersIn(2025, county);
    };
    const hudson = await offersOf('34017');
    const atlantic = await offersOf('34001');
    const bergen = await offersOf('34003');
    expect(hudson.map((o) => o.planId).sort()).toEqual([
      '11111NJ0010001',
      '11111NJ0010002',
      '11111NJ0010003',
      '22222NJ0020001',
      '22222NJ0020002',
    ]);
    expect(bergen.map((o) => o.planId).sort()).toEqual([
      '11111NJ0010001',
      '11111NJ0010002',
      '11111NJ0010003',
    ]);
    const silver = hudson.find((o) => o.planId === '11111NJ0010001');
    // The exchange variant (-01), not the off-exchange (-00) or cost-sharing (-04) one.
    expect(silver).toMatchObject({
      id: planUuid(2025, '11111NJ0010001'),
      planName: 'Demo Fixture Silver HMO 4000',
      issuerName: 'Demo Fixture Health',
      ratingArea: 'Rating Area 1',
      rates: [
        { effective: '2025-01-01', expiration: '2025-12-31', rate21Cents: 40_000, tobacco21Cents: 50_000 },
      ],
      deductibleIndividual: '$4,000',
      combinedDeductibleIndividual: '$4,000',
      oopMaxFamily: '$18,000',
      sourceDate: '2024-10-15',
      importedOn: '2026-11-01T12:00:00.000Z',
    });
    expect(silver?.benefits).toMatchObject({
      primarycarevisit: '$40',
      genericdrugs: '$15',
      emergencyroomservices: '30% Coinsurance after deductible',
      inpatienthospitalservices: '$300 Copay per Stay after deductible; 20% Coinsurance after deductible',
      preventivecare: 'No Charge',
      specialistvisit: null,
    });
    expect(atlantic.find((o) => o.planId === '11111NJ0010001')?.rates).toEqual([
      { effective: '2025-01-01', expiration: '2025-12-31', rate21Cents: 42_000, tobacco21Cents: 54_600 },
    ]);
    const gold = atlantic.find((o) => o.planId === '11111NJ0010003');
    expect(gold?.rates.map((r) => [r.effective, r.rate21Cents])).toEqual([
      ['2025-01-01', 50_500],
      ['2025-07-01', 52_500],
    ]);
    expect(gold).toMatchObject({
      deductibleIndividual: '$1,500',
      combinedDeductibleIndividual: null,
      benefits: expect.objectContaining({ eyeglassesforchildren: 'Not Covered' }),
    });
    expect(hudson.find((o) => o.planId === '22222NJ0020002')?.planExpirationDate).toBe('2025-03-31');
    // Vermont's individual rate comes from its "Family Option" row.
    expect((await offersOf('50007'))[0]?.rates[0]).toMatchObject({
      rate21Cents: 50_000,
      tobacco21Cents: null,
    });
    // Every county's HEAD names the version, and the catalog entry records it.
    const entry = written.find((i) => i.pk === 'CATALOG#2025' && i.sk === 'STATE#NJ');
    expect(entry).toMatchObject({
      plans: 5,
      counties: { '34001': 5, '34003': 3, '34017': 5 },
      chunks: { '34001': 1, '34003': 1, '34017': 1 },
    });
    expect(
      written
        .filter((i) => i.sk === 'HEAD' && String(i.pk).startsWith('PLANS#2025#34'))
        .map((i) => i.version),
    ).toEqual([entry?.version, entry?.version, entry?.version]);
  });

  it('writes nothing for a plan year and state already loaded with the same content', async () => {
    const written = emptyTable();
    await importPlans(VALID, target, { ...quiet, states: ['VT'] });
    const entry = written.find((i) => i.sk === 'STATE#VT');
    mock.reset();
    mock.on(GetCommand).resolves({ Item: entry });
    const results = await importPlans(VALID, target, { ...quiet, states: ['VT'] });
    expect(results).toEqual([
      { planYear: 2025, state: 'VT', status: 'unchanged', plans: 1, counties: 1, items: 1 },
    ]);
    expect(mock).not.toHaveReceivedCommand(BatchWriteCommand);
    expect(mock).not.toHaveReceivedCommand(PutCommand);
  });

  it('shows cost sharing as the files write it, joining a copay and a coinsurance', () => {
    expect(costSharingText('$40', 'Not Applicable', 'Covered')).toBe('$40');
    expect(costSharingText('Not Applicable', '20% Coinsurance after deductible', 'Covered')).toBe(
      '20% Coinsurance after deductible',
    );
    expect(costSharingText('No Charge', 'No Charge', 'Covered')).toBe('No Charge');
    expect(costSharingText('$0', '20% Coinsurance after deductible', 'Covered')).toBe(
      '20% Coinsurance after deductible',
    );
    expect(costSharingText('$250 Copay after deductible', '10%', 'Covered')).toBe(
      '$250 Copay after deductible; 10%',
    );
    expect(costSharingText('$10', 'Not Applicable', 'Not Covered')).toBe('Not Covered');
    expect(costSharingText('', '', '')).toBeNull();
  });
});

describe('a malformed catalog', () => {
  it('is refused with file:line: reason for each bad row, before a single request', async () => {
    const problems = await problemsOf(MALFORMED);
    expect(problems).toEqual([
      `${MALFORMED}/Rate_PUF.csv:3: IndividualTobaccoRate 650.00 is more than 1.5 times IndividualRate 400.00`,
      `${MALFORMED}/Benefits_Cost_Sharing_PUF.csv:3: CopayInnTier1 "forty dollars" is not a cost-sharing value like "$40" or "$250 Copay after deductible"`,
    ]);
    expect(mock.calls()).toHaveLength(0);
  });

  it.each([
    [
      'Rate_PUF.csv',
      9,
      (l: string) => l.replace('2025-07-01,2025-12-31', '2025-13-01,2025-12-31'),
      9,
      'RateEffectiveDate "2025-13-01" is not a date YYYY-MM-DD',
    ],
    [
      'Rate_PUF.csv',
      9,
      (l: string) => l.replace('2025-07-01,2025-12-31', '2025-06-01,2025-12-31'),
      9,
      'rate period 2025-06-01 to 2025-12-31 of plan 11111NJ0010003 in Rating Area 1 overlaps the one on line 8',
    ],
    [
      'Rate_PUF.csv',
      12,
      (l: string) => l.replace('22222NJ0020001', '22222NJ0029999'),
      12,
      'plan 22222NJ0029999 is not in Plan_Attributes_PUF.csv',
    ],
    [
      'Rate_PUF.csv',
      6,
      (l: string) => l.replace('300.00,450.00', '300.005,450.00'),
      6,
      'IndividualRate "300.005" is not a positive amount of dollars with at most two decimals',
    ],
    [
      'Rate_PUF.csv',
      1,
      (l: string) => l.replace('IndividualRate,', 'IndivRate,'),
      1,
      'missing column(s) IndividualRate',
    ],
    [
      'Rate_PUF.csv',
      12,
      () => '',
      7,
      'plan 22222NJ0020001 has no age-21 rate in Rating Area 1, which its service area covers',
    ],
    [
      'Plan_Attributes_PUF.csv',
      6,
      (l: string) => l.replace(',Gold,', ',Titanium,'),
      6,
      'MetalLevel "Titanium" is not one of Catastrophic, Bronze, Expanded Bronze, Silver, Gold, Platinum',
    ],
    [
      'Plan_Attributes_PUF.csv',
      5,
      (l: string) => l.replace('"$8,000","$16,000"', '"$9,500","$19,000"'),
      5,
      'the individual out-of-pocket maximum $9,500 is above the 2025 limit $9,200.00',
    ],
    [
      'Plan_Attributes_PUF.csv',
      7,
      (l: string) => l.replace(',NJS002,', ',NJS009,'),
      7,
      'service area NJS009 of issuer 22222 is not in Service_Area_PUF.csv',
    ],
    [
      'Plan_Attributes_PUF.csv',
      3,
      (l: string) => l.replace('https://example.com/fixture/sbc/11111NJ0010001.pdf', 'example dot com'),
      3,
      'URLForSummaryofBenefitsCoverage "example dot com" is not an http(s) URL',
    ],
    [
      'Service_Area_PUF.csv',
      3,
      (l: string) => l.replace('34017', '34999'),
      3,
      'county 34999 is not in County_Rating_Area.csv for NJ 2025',
    ],
    [
      'County_Rating_Area.csv',
      3,
      (l: string) => l.replace('34003', '34001'),
      3,
      'county 34001 is listed twice for NJ 2025 (first on line 2)',
    ],
    [
      'County_Rating_Area.csv',
      4,
      (l: string) => l.replace(',Rating Area 1', ''),
      4,
      'expected 5 fields, found 4',
    ],
    [
      'Benefits_Cost_Sharing_PUF.csv',
      13,
      (l: string) => l.replace('22222NJ0020001-01', '99999NJ0010001-01'),
      13,
      'plan 99999NJ0010001-01 is not in Plan_Attributes_PUF.csv',
    ],
    [
      'Benefits_Cost_Sharing_PUF.csv',
      5,
      (l: string) =>
        l.replace('"Inpatient Hospital Services (e.g., Hospital Stay)"', '"Inpatient Hospital Services'),
      5,
      'a quoted field is not closed before the end of the file',
    ],
  ])('%s line %i: refused at the line at fault', async (file, line, edit, reportedLine, reason) => {
    const dir = variant(file, line, edit);
    const problems = await problemsOf(dir);
    const at = file === 'Rate_PUF.csv' && reportedLine === 7 ? 'Plan_Attributes_PUF.csv' : file;
    expect(problems).toContain(`${join(dir, at)}:${reportedLine}: ${reason}`);
    expect(mock.calls()).toHaveLength(0);
  });
});

describe('a write that fails', () => {
  it('puts the HEADs back and removes what it wrote, then reports the failure', async () => {
    const written = emptyTable();
    let batches = 0;
    // The plans are written (first batch), the HEAD switch fails (second batch), then the roll-back runs.
    mock
      .on(BatchWriteCommand)
      .callsFake(
        (input: { RequestItems: Record<string, Array<Record<string, { Item?: Item; Key?: Item }>>> }) => {
          batches++;
          if (batches === 2) throw new Error('ProvisionedThroughputExceededException');
          for (const r of Object.values(input.RequestItems).flat())
            written.push({
              ...(r.PutRequest?.Item ?? {}),
              ...(r.DeleteRequest ? { deleted: r.DeleteRequest.Key } : {}),
            });
          return {};
        },
      );
    await expect(importPlans(VALID, target, { ...quiet, states: ['NJ'] })).rejects.toThrow(
      'ProvisionedThroughputExceededException',
    );
    const chunks = written.filter((i) => String(i.sk).startsWith('V#'));
    expect(chunks).toHaveLength(3);
    // Roll-back: no county had a HEAD before, so the HEADs are deleted; then the new chunks are deleted.
    const deleted = written.filter((i) => i.deleted).map((i) => i.deleted as Item);
    expect(deleted).toEqual(
      expect.arrayContaining([
        { pk: 'PLANS#2025#34001', sk: 'HEAD' },
        { pk: 'PLANS#2025#34003', sk: 'HEAD' },
        { pk: 'PLANS#2025#34017', sk: 'HEAD' },
        ...chunks.map((c) => ({ pk: c.pk, sk: c.sk })),
      ]),
    );
    expect(written.some((i) => i.sk === 'STATE#NJ')).toBe(false);
  });
});

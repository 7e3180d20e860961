/**
 * A census of 10,000 employees checked and imported (`npm run bench -- --scale`, issue 39
 * acceptance): the check an HR administrator runs (parse, every row's checks, the employer's
 * classes, 10,000 e-mails looked up in the members table, the census read) and the confirmation
 * (the same check again, then each employee's census item and invitation outbox item written in
 * transactions), against a bare bulk write of the same 20,000 items (lambdas/adapters/batch-write.ts
 * `writeAll`, as the loaders write: transactions of 100 on an emulator, BatchWriteItem on AWS).
 * Target: the confirmation at most 3x the bare write.
 *
 * The admin mail sender's poller is stopped first: sending 10,000 invitations is not on the path
 * measured (and would compete for the CPU).
 */
import { randomUUID } from 'node:crypto';
import type { LocalStack } from '../infra/local/stack';
import { writeAll, type WriteRequest } from '../lambdas/adapters/batch-write';
import { CensusStore, censusKey, invitationOutboxKey } from '../lambdas/adapters/census';
import { checkCensusFile } from '../lambdas/rules/census-check';
import { CENSUS_HEADER } from '../shared/domain/census';
import { ms, verdict, type Row } from './lib/table';

export interface CensusScaleOptions {
  rows?: number;
  log?: (line: string) => void;
}

/** The target of the acceptance: the confirmation's time over the bare write's. */
export const censusImportTargetRatio = 3;

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
}

export async function runCensusScale(stack: LocalStack, options: CensusScaleOptions = {}): Promise<Row[]> {
  const count = options.rows ?? 10_000;
  const log = options.log ?? (() => undefined);
  await stack.adminOutboxPoller.stop();
  const { db } = stack.clients;
  const store = new CensusStore(db, {
    admin: stack.tables.admin,
    members: stack.tables.members,
    employers: stack.tables.employers,
  });

  const employerId = randomUUID();
  const csv = [
    CENSUS_HEADER,
    ...Array.from(
      { length: count },
      (_, i) =>
        `First${i},Last${i},census-${i}-${employerId.slice(0, 8)}@example.com,,2026-01-15,${i % 3 === 0 ? 'es' : 'en'}`,
    ),
  ].join('\n');
  log(`census scale: ${count.toLocaleString('en-US')} rows, ${(csv.length / 1e6).toFixed(1)} MB`);

  const check = await timed(() => checkCensusFile(store, employerId, 'census.csv', csv));
  const passing = check.value.filter((r) => r.employee !== null);
  log(`census scale: checked in ${ms(check.ms)}, ${passing.length} rows pass`);

  const confirm = await timed(async () => {
    const rows = await checkCensusFile(store, employerId, 'census.csv', csv);
    const employees = rows.flatMap((r) => (r.employee ? [r.employee] : []));
    return store.invite(employerId, employees, 'Scale Test Manufacturing', 'bench@example.com', new Date());
  });
  log(`census scale: confirmed ${confirm.value.length} in ${ms(confirm.ms)}`);

  // The same items, under another employer, written bare.
  const bareEmployer = randomUUID();
  const at = new Date().toISOString();
  const requests: WriteRequest[] = passing.flatMap(({ employee }) => {
    const e = employee!;
    return [
      {
        PutRequest: {
          Item: {
            ...censusKey(bareEmployer, e.email),
            employerId: bareEmployer,
            ...e,
            addedAt: at,
            addedBy: 'bench@example.com',
            invitedAt: at,
            invitations: 1,
          },
        },
      },
      {
        PutRequest: {
          Item: {
            ...invitationOutboxKey(bareEmployer, e.email, 1),
            kind: 'outbox',
            mailKind: 'invitation',
            status: 'pending',
            employerId: bareEmployer,
            to: e.email,
            language: e.language,
            data: { firstName: e.firstName, employerName: 'Scale Test Manufacturing' },
            createdon: at,
          },
        },
      },
    ];
  });
  const bare = await timed(() => writeAll(db, stack.tables.admin, requests));
  log(`census scale: bare write of ${requests.length} items in ${ms(bare.ms)}`);

  const ratio = confirm.ms / bare.ms;
  return [
    {
      area: 'Census',
      measure: `check of ${count.toLocaleString('en-US')} rows (parse, checks, e-mail look-ups)`,
      value: ms(check.ms),
      result: 'info',
    },
    {
      area: 'Census',
      measure: `confirm of ${count.toLocaleString('en-US')} rows (check again, census + outbox items in transactions)`,
      value: ms(confirm.ms),
      baseline: `bare writeAll of the same ${requests.length.toLocaleString('en-US')} items: ${ms(bare.ms)}`,
      ratio,
      target: `≤ ${censusImportTargetRatio}x`,
      result: verdict(confirm.value.length === count && ratio <= censusImportTargetRatio),
      note: confirm.value.length === count ? undefined : `only ${confirm.value.length} invited`,
    },
  ];
}

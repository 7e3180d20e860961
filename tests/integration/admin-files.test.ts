/**
 * The console's files on the local stack, end to end: an employer of its own (the Lantern Works
 * fixture under another id, onboarded by the CLI) with a member who authorized through the API; an
 * HR administrator signs in to the workforce pool, produces the payroll file of a period through
 * POST .../files, gets its download link and downloads it from the local S3 (s3rver) as a browser
 * would follow the link: the bytes equal the file `npm run ops -- export payroll` writes for that
 * period, and the answer is an attachment with the file's name. The same administrator, whose
 * grant does not allow SSN files, gets 403 for the 834, and the listing never shows one.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminApiMessages } from '../../shared/admin-api-messages';
import type { ExportFileEntry } from '../../shared/schemas/admin-files';
import { authorizedMember, type TestEmployer } from '../e2e/authorize-via-api';
import { call } from '../helpers/http';
import { signedInAdministrator, type SignedInAdministrator } from './admin-helpers';
import { runOps } from './support/enrollment-journey';

const stack = inject('stack');
const lantern = join(import.meta.dirname, '..', 'fixtures', 'exports', 'lantern-works.yaml');
const employer: TestEmployer = {
  id: randomUUID(),
  accountid: `FIL-${Math.floor(Math.random() * 900 + 100)}`,
  accountname: 'Files Test Works',
  zip: '07030',
};

let dir: string;
let admin: SignedInAdministrator;
let period: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'admin-files-int-'));
  // The scheduled-exports fixture under an id, account and name of this file's own: no other test
  // file writes members of it, so its files hold only the member made here.
  const fixture = join(dir, 'employer.yaml');
  writeFileSync(
    fixture,
    readFileSync(lantern, 'utf8')
      .replace(/^id: .*$/m, `id: ${employer.id}`)
      .replace(/^accountid: .*$/m, `accountid: ${employer.accountid}`)
      .replace(/^accountname: .*$/m, `accountname: ${employer.accountname}`),
  );
  const onboarded = await runOps(stack, 'onboard', fixture);
  expect(onboarded.code, onboarded.err).toBe(0);
  const [shopper, signedIn] = await Promise.all([
    authorizedMember(stack, employer, { kind: 'shop' }, { tag: 'files-shop', firstname: 'Fern' }),
    signedInAdministrator(stack, 'files', [employer.id], { phi: false }),
  ]);
  admin = signedIn;
  // December of the plan year: the member's coverage has started by then, whatever its first month.
  period = `${shopper.planYear}-12`;
}, 180_000);

// The command line's output directory (the 834 would hold SSNs): nothing of it stays.
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const files = (path = '', init: { method?: string; body?: unknown } = {}) =>
  call<{ data: { files: ExportFileEntry[]; url: string; expiresAt: string }; message: string }>(
    stack.portalUrl,
    init.method ?? 'GET',
    `/api/admin/employers/${employer.id}/files${path}`,
    { token: admin.token, ...(init.body !== undefined && { body: init.body }) },
  );

describe('the console files on the local stack', () => {
  it('produces the payroll file of a period, links it, and the download equals the file the command line writes', async () => {
    // Act: produce, then get the link of the period's full file.
    const produced = await files('', { method: 'POST', body: { kind: 'payroll', period } });
    expect(produced.status, JSON.stringify(produced.body)).toBe(200);
    const full = produced.body.data.files.find((f) => !f.name.includes('changes'));
    expect(full?.name).toBe(`payroll-${employer.accountid}-${period}.csv`);
    const link = await files('/link', { method: 'POST', body: { id: full?.id } });
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    const download = await fetch(link.body.data.url);
    const bytes = Buffer.from(await download.arrayBuffer());
    // The command line's file of the same period.
    const ops = await runOps(
      stack,
      'export',
      'payroll',
      '--employer',
      employer.id,
      '--period',
      period,
      '--out',
      dir,
    );
    expect(ops.code, ops.err).toBe(0);
    // Assess
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain(`filename="${full?.name}"`);
    expect(bytes.equals(readFileSync(join(dir, full?.name ?? 'missing')))).toBe(true);
    expect(bytes.length).toBe(full?.bytes);
    expect(bytes.toString('utf8')).toContain('Fern Tester');
    // The file is listed under its period, and its link expires in five minutes.
    const listed = await files(`?period=${period}`);
    expect(listed.body.data.files.map((f) => f.id)).toContain(full?.id);
    expect(Date.parse(link.body.data.expiresAt) - Date.now()).toBeLessThanOrEqual(5 * 60_000);
  });

  it('refuses the 834 to an HR administrator whose grant does not allow SSN files, and lists none', async () => {
    // Act
    const refused = await files('', { method: 'POST', body: { kind: '834', period } });
    const listed = await files();
    // Assess
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(adminApiMessages.filesSsnNotAllowed);
    expect(listed.status).toBe(200);
    expect(listed.body.data.files.filter((f) => f.kind === '834')).toEqual([]);
  });
});

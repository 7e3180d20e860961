/**
 * The demo employer's enrollment window (issue 39, item 4): set at onboarding on AWS (`npm run ops
 * -- window set`), seeded here so that the demo's employees see "Enroll by <date>" on the profile,
 * the builder and the cart, and its HR administrator finds a window to edit. The window of the plan
 * year the employer's employees enroll for now, open from two weeks ago to thirty days from the
 * start; written only when that plan year has none, so an edit made in the console survives a
 * restart.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { EmployerRepository } from '../../../lambdas/adapters/employers';
import { EnrollmentWindowStore } from '../../../lambdas/adapters/enrollment-windows';
import { enrollmentPlanYear } from '../../../shared/domain/enrollment-year';

/** Acme Manufacturing (infra/local/demo/employers/acme.yaml), the employer `npm start` links to. */
const DEMO_EMPLOYER = '6f1c2a9e-4b7d-4c1e-9a3f-2d5b8e0c7a41';

const day = (at: Date, days: number): string =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);

export async function ensureDemoWindow(options: {
  db: DynamoDBDocumentClient;
  tables: { admin: string; members: string; employers: string };
  now: Date;
}): Promise<void> {
  const { db, tables, now } = options;
  const employer = await new EmployerRepository(db, tables.employers).get(DEMO_EMPLOYER);
  if (!employer) return;
  const planYear = enrollmentPlanYear(now, employer.edoc_period);
  const windows = new EnrollmentWindowStore(db, { admin: tables.admin, members: tables.members });
  if (await windows.window(DEMO_EMPLOYER, planYear)) return;
  await windows.put(DEMO_EMPLOYER, { planYear, opens: day(now, -14), closes: day(now, 30) }, 'operator', now);
}

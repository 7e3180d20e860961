/**
 * What the daily reminder run (lambdas/admin/daily-run.ts) reads and writes, built on one set of
 * tables: the Lambda's (lambdas/handlers/reminders/send-reminders.ts) or an operator's target
 * (`npm run ops -- reminders run`), so both run the same sequence on the same adapters.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { TableId } from '../../infra/resources/tables';
import type { DailyRunPorts } from '../admin/daily-run';
import { renderNotice } from '../rules/ichra-notice';
import { AdminStore } from './admin';
import { CensusStore } from './census';
import { CoverageProofStore } from './coverage-proofs';
import { listEmployerIds } from './employer-ids';
import { EmployerRepository } from './employers';
import { EnrollmentWindowStore } from './enrollment-windows';
import { IchraNoticeStore } from './ichra-notices';
import { PlanYearFigureStore } from './plan-year-figures';
import { ProofReminderStore } from './proof-reminders';
import { RosterReader } from './roster';

export type DailyRunTables = Pick<
  Record<TableId, string>,
  'admin' | 'employers' | 'members' | 'orders' | 'plans'
>;

export function dailyRunPorts(db: DynamoDBDocumentClient, tables: DailyRunTables): DailyRunPorts {
  const employers = new EmployerRepository(db, tables.employers);
  const windows = new EnrollmentWindowStore(db, { admin: tables.admin, members: tables.members });
  const roster = new RosterReader(db, { members: tables.members, orders: tables.orders });
  const census = new CensusStore(db, {
    admin: tables.admin,
    members: tables.members,
    employers: tables.employers,
  });
  const activity = new AdminStore(db, tables.admin);
  const notices = new IchraNoticeStore(db, tables.admin);
  const figures = new PlanYearFigureStore(db, tables.plans);
  const proofs = new CoverageProofStore(db, tables.admin);
  const proofReminders = new ProofReminderStore(db, tables.admin);
  const reads = {
    employerIds: () => listEmployerIds(db, tables.employers),
    employer: (id: string) => employers.get(id),
    roster: (id: string, year: number) => roster.read(id, year),
    census: (id: string) => census.entries(id),
    memberLanguages: (id: string) => windows.memberLanguages(id),
  };
  return {
    reminders: {
      ...reads,
      window: (id, year) => windows.window(id, year),
      remindedAt: (id) => windows.remindedAt(id),
      queue: (id, reminders, data, tag, now) => windows.queue(id, reminders, data, tag, now),
      record: (record, now) => activity.record(record, now),
    },
    notices: {
      ...reads,
      render: (employer, className, planYear, language) =>
        renderNotice({ employers, figures }, employer, className, planYear, language),
      states: (id, planYear) => notices.states(id, planYear),
      queue: (id, mail, now) => notices.queueNotice(id, mail, now),
    },
    proofs: {
      ...reads,
      proofs: async (id, planYear) => {
        const found = await proofs.ofPlanYear(id, planYear);
        return new Map([...found].map(([memberId, r]) => [memberId, { state: r.state, reason: r.reason }]));
      },
      remindedAt: (id) => proofReminders.remindedAt(id),
      queue: (id, employerName, reminders, tag, now) =>
        proofReminders.queue(id, employerName, reminders, tag, now),
    },
  };
}

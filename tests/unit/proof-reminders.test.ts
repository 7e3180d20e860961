/**
 * Who gets a proof of coverage reminder (lambdas/admin/proof-reminders.ts): a member enrolled with
 * a plan whose coverage has started, with a missing or rejected proof, on the effective date and
 * every 7 days after; never a pending or approved proof, a waiver, before the effective date, or
 * within 48 hours of the last proof reminder.
 */
import { describe, expect, it } from 'vitest';
import type { ProofReminderMail } from '../../lambdas/adapters/proof-reminders';
import {
  dueProofReminders,
  proofReminderDay,
  runProofReminders,
  type PlanYearProofs,
  type ProofReminderPorts,
  type ProofSummary,
} from '../../lambdas/admin/proof-reminders';
import type { RosterMember } from '../../lambdas/admin/tracker';
import { dailyRunLines } from '../../infra/ops/windows';
import { proofReminderMail, proofUploadLink } from '../../lambdas/rules/proof-reminder-mail';

const employerId = 'emp-1';
const member = (id: string): RosterMember => ({
  id,
  firstname: id.toUpperCase(),
  lastname: 'L',
  email: `${id}@example.com`,
  contributionclass: null,
  postalcode: null,
  createdon: '2026-10-01T00:00:00Z',
  modifiedon: null,
});
const account = (memberid: string, effectivedate: string, waived = false) => ({
  memberid,
  planyear: Number(effectivedate.slice(0, 4)),
  effectivedate,
  waivecoverage: waived ? 1 : 0,
  createdon: '2026-12-01T00:00:00Z',
});

function year(
  planYear: number,
  rows: [string, string, ProofSummary | undefined, boolean?][],
): PlanYearProofs {
  return {
    planYear,
    members: rows.map(([id]) => member(id)),
    accounts: rows.map(([id, eff, , waived]) => account(id, eff, waived)),
    proofs: new Map(rows.filter(([, , p]) => p).map(([id, , p]) => [id, p as ProofSummary])),
  };
}

const due = (years: PlanYearProofs[], date: string) =>
  dueProofReminders({ years, census: [], memberLanguages: new Map(), date }).map((m) => m.email);

describe('proof reminder days', () => {
  it('is the effective date and every 7 days after, never before it', () => {
    expect(proofReminderDay('2027-01-01', '2027-01-01')).toBe(true);
    expect(proofReminderDay('2027-01-01', '2027-01-08')).toBe(true);
    expect(proofReminderDay('2027-01-01', '2027-01-05')).toBe(false);
    expect(proofReminderDay('2027-01-01', '2026-12-25')).toBe(false);
  });
});

describe('who is due a proof reminder', () => {
  const date = '2027-01-08';
  it('reminds a missing proof and a rejected one (with the reason), not a pending or approved one', () => {
    const mails = dueProofReminders({
      years: [
        year(2027, [
          ['missing', '2027-01-01', undefined],
          ['rejected', '2027-01-01', { state: 'rejected', reason: 'The card is unreadable' }],
          ['pending', '2027-01-01', { state: 'pending', reason: null }],
          ['approved', '2027-01-01', { state: 'approved', reason: null }],
        ]),
      ],
      census: [],
      memberLanguages: new Map([['rejected@example.com', 'es']]),
      date,
    });
    expect(mails).toEqual([
      {
        email: 'missing@example.com',
        firstName: 'MISSING',
        language: 'en',
        planYear: 2027,
        rejected: false,
        rejectedReason: null,
      },
      {
        email: 'rejected@example.com',
        firstName: 'REJECTED',
        language: 'es',
        planYear: 2027,
        rejected: true,
        rejectedReason: 'The card is unreadable',
      },
    ]);
  });

  it('does not remind before the effective date, off the weekly days, or a member who waived', () => {
    expect(due([year(2027, [['later', '2027-02-01', undefined]])], date)).toEqual([]);
    expect(due([year(2027, [['offday', '2027-01-03', undefined]])], date)).toEqual([]);
    expect(due([year(2027, [['waiver', '2027-01-01', undefined, true]])], date)).toEqual([]);
  });

  it('reminds of the later plan year whose coverage started, once per member', () => {
    const mails = dueProofReminders({
      years: [
        year(2026, [['both', '2026-01-01', undefined]]),
        year(2027, [['both', '2027-01-01', undefined]]),
      ],
      census: [],
      memberLanguages: new Map(),
      date,
    });
    expect(mails.map((m) => [m.email, m.planYear])).toEqual([['both@example.com', 2027]]);
  });

  it('reminds of last plan year while the next one has not started', () => {
    const mails = dueProofReminders({
      years: [year(2026, [['old', '2026-01-01', undefined]]), year(2027, [['old', '2027-01-01', undefined]])],
      census: [],
      memberLanguages: new Map(),
      date: '2026-12-03',
    });
    expect(mails.map((m) => [m.email, m.planYear])).toEqual([['old@example.com', 2026]]);
  });
});

describe('the proof reminder run', () => {
  function ports(remindedAt: Map<string, string>) {
    const queued: { tag: string; emails: string[] }[] = [];
    const p: ProofReminderPorts = {
      employerIds: async () => [employerId],
      employer: async (id) => ({
        id,
        accountid: id,
        accountname: 'Acme',
        emailaddress: null,
        teamid: null,
        employeazecustomer: 0,
        hsaonly: 0,
        edoc_period: 10,
        logoKey: null,
      }),
      roster: async (_id, planYear) =>
        planYear === 2027
          ? {
              members: [member('ann'), member('bo')],
              accounts: [account('ann', '2027-01-01'), account('bo', '2027-01-01')],
            }
          : { members: [], accounts: [] },
      census: async () => [],
      memberLanguages: async () => new Map(),
      proofs: async () => new Map(),
      remindedAt: async () => remindedAt,
      queue: async (_id, _name, reminders: readonly ProofReminderMail[], tag) => {
        queued.push({ tag, emails: reminders.map((r) => r.email) });
        return reminders.map((r) => r.email);
      },
    };
    return { p, queued };
  }
  const now = new Date('2027-01-08T15:00:00Z');

  it('queues the members due, tagged with the day, leaving out one reminded within 48 hours', async () => {
    const { p, queued } = ports(
      new Map([
        ['ann@example.com', '2027-01-07T15:00:01.000Z'],
        ['bo@example.com', '2027-01-06T15:00:00.000Z'],
      ]),
    );
    const report = await runProofReminders(p, { date: '2027-01-08' }, now);
    expect(queued).toEqual([{ tag: '2027-01-08', emails: ['bo@example.com'] }]);
    expect(report.employers).toEqual([{ employerId, queued: 1, alreadyReminded: 1, due: 2 }]);
    expect(report.failed).toEqual([]);
  });

  it('reports an employer whose reads failed, after the others', async () => {
    const { p } = ports(new Map());
    p.proofs = async () => {
      throw Object.assign(new Error('boom'), { name: 'ProvisionedThroughputExceededException' });
    };
    const report = await runProofReminders(p, { date: '2027-01-08' }, now);
    expect(report.failed).toEqual([employerId]);
  });
});

describe('the proof reminder e-mail', () => {
  it('says in Spanish that HR rejected the proof, gives the reason and links to the welcome page', () => {
    const mail = proofReminderMail({
      to: 'ana@example.com',
      firstName: 'Ana',
      employerName: 'Acme',
      planYear: '2027',
      rejected: true,
      reason: 'La tarjeta no se lee',
      link: proofUploadLink('https://portal.example.com'),
      language: 'es',
    });
    expect(mail.subject).toBe('Recordatorio: suba su comprobante de cobertura de salud de 2027');
    expect(mail.text).toContain('Recursos Humanos de Acme rechazó el comprobante');
    expect(mail.text).toContain('Motivo: La tarjeta no se lee');
    expect(mail.text).toContain('https://portal.example.com/welcome');
  });

  it('asks in English for a proof not uploaded, without a rejection', () => {
    const mail = proofReminderMail({
      to: 'bo@example.com',
      firstName: 'Bo',
      employerName: 'Acme',
      planYear: '2027',
      rejected: false,
      reason: '',
      link: proofUploadLink('https://portal.example.com'),
      language: 'en',
    });
    expect(mail.subject).toBe('Reminder: upload your proof of health coverage for 2027');
    expect(mail.text).toContain('We have not received it yet.');
    expect(mail.text).not.toContain('rejected');
  });
});

describe('reminders run: what it prints', () => {
  it('prints the enrollment reminders, then the notices and the proof reminders queued, naming a failed employer', () => {
    const lines = dailyRunLines({
      date: '2027-01-08',
      reminders: {
        date: '2027-01-08',
        employers: [{ employerId, skipped: 'no window' }],
        queued: 0,
        failed: [],
      },
      notices: {
        date: '2027-01-08',
        employers: [{ employerId, error: 'Boom' }],
        queued: 0,
        failed: [employerId],
      },
      proofs: {
        date: '2027-01-08',
        employers: [{ employerId, queued: 2, alreadyReminded: 0, due: 2 }],
        queued: 2,
        failed: [],
      },
      failed: [employerId],
    });
    expect(lines).toEqual([
      `${employerId}: nothing to do (no window)`,
      '0 reminder(s) queued for 2027-01-08.',
      `${employerId}: ICHRA notice(s) FAILED (Boom)`,
      '0 ICHRA notice(s) queued for 2027-01-08.',
      `${employerId}: 2 proof of coverage reminder(s) queued`,
      '2 proof of coverage reminder(s) queued for 2027-01-08.',
    ]);
  });
});

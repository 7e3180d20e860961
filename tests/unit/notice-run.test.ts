/**
 * The scheduled ICHRA notice (lambdas/admin/notice-run.ts): which plan years a day sends (the one
 * being enrolled, and the next from 120 days before it, so at least 90 days ahead), who gets it
 * (invited or registered employees, not a census line never invited), in which language and class,
 * once per version, and a new version sent again.
 */
import { describe, expect, it } from 'vitest';
import { noticeSendYears, runScheduledNotices, type NoticeRunPorts } from '../../lambdas/admin/notice-run';
import type { CensusEntry } from '../../lambdas/adapters/census';
import type { NoticeMail } from '../../lambdas/adapters/ichra-notices';
import type { RosterMember } from '../../lambdas/admin/tracker';
import type { Employer } from '../../shared/domain/employer';
import { ichraNotice, noticeDueBy } from '../../shared/domain/ichra-notice';
import type { Language } from '../../shared/domain/language';
import type { Cents } from '../../shared/domain/money';

const employer: Employer = {
  id: 'emp-1',
  accountid: 'ACME',
  accountname: 'Acme',
  emailaddress: null,
  teamid: null,
  employeazecustomer: 0,
  hsaonly: 0,
  edoc_period: 0,
  logoKey: null,
};

const member = (id: string, email: string, cls: string | null): RosterMember => ({
  id,
  firstname: id,
  lastname: 'M',
  email,
  contributionclass: cls,
  postalcode: null,
  createdon: '2026-01-01T00:00:00.000Z',
  modifiedon: null,
});

const entry = (email: string, over: Partial<CensusEntry> = {}): CensusEntry => ({
  employerId: employer.id,
  firstName: 'C',
  lastName: 'E',
  email,
  class: 'ALL',
  hireDate: null,
  language: 'es',
  addedAt: '2026-08-01T00:00:00.000Z',
  addedBy: 'hr@acme.test',
  invitedAt: '2026-08-01T00:00:00.000Z',
  invitations: 1,
  tokenHash: null,
  registeredAt: null,
  memberId: null,
  ...over,
});

/** Ports over an in-memory store: the sent marks persist between runs, as the admin table's do. */
function ports(waived: { cents: number } = { cents: 0 }, classesWithTerms = ['ALL', 'Hourly']) {
  const sent = new Set<string>();
  const queued: NoticeMail[] = [];
  const rendered: Array<[string | null, number, Language]> = [];
  const p: NoticeRunPorts = {
    employerIds: () => Promise.resolve([employer.id]),
    employer: (id) => Promise.resolve(id === employer.id ? employer : undefined),
    roster: () =>
      Promise.resolve({
        members: [member('m-1', 'ann@acme.test', 'Hourly'), member('m-2', 'bo@acme.test', null)],
        accounts: [],
      }),
    census: () =>
      Promise.resolve([
        entry('cy@acme.test'),
        entry('never@acme.test', { invitedAt: null, invitations: 0 }),
        entry('nope@acme.test', { class: 'Interns' }),
      ]),
    memberLanguages: () => Promise.resolve(new Map<string, Language>([['bo@acme.test', 'es']])),
    render: (e, cls, planYear, language) => {
      rendered.push([cls, planYear, language]);
      const className = cls && cls !== '' ? cls : 'ALL';
      if (!classesWithTerms.includes(className)) return Promise.resolve(undefined);
      return Promise.resolve(
        ichraNotice({
          employerName: e.accountname,
          className,
          planYear,
          terms: {
            policy: {
              kind: 'flat-by-tier',
              tiers: { employee: 1, employee_spouse: 2, employee_children: 3, family: 4 },
            },
            waivedCents: waived.cents as Cents,
          },
          affordabilityPercent: null,
          contacts: [],
          language,
        }),
      );
    },
    states: () => Promise.resolve({ sentVersions: new Set(sent) }),
    queue: (_, mail) => {
      const key = `${mail.email}#${mail.version}`;
      if (sent.has(key)) return Promise.resolve(false);
      sent.add(key);
      queued.push(mail);
      return Promise.resolve(true);
    },
  };
  return { p, queued, rendered };
}

describe('noticeSendYears', () => {
  it('adds the next plan year from 120 days before it starts, so the notice is out 90 days ahead', () => {
    expect(noticeSendYears(new Date('2026-09-02T00:00:00Z'), 0)).toEqual([2026]);
    expect(noticeSendYears(new Date('2026-09-03T00:00:00Z'), 0)).toEqual([2026, 2027]);
    // The first send day is before the day the regulation's 90 days run out.
    expect('2026-09-03' < noticeDueBy(2027)).toBe(true);
    // In December the year being enrolled is the next one already.
    expect(noticeSendYears(new Date('2026-12-10T00:00:00Z'), 0)).toEqual([2027]);
  });
});

describe('runScheduledNotices', () => {
  it('sends each invited or registered employee the notice of their class in their language, once', async () => {
    const { p, queued } = ports();
    const report = await runScheduledNotices(p, { date: '2026-12-10' }, new Date('2026-12-10T06:00:00Z'));
    expect(report.failed).toEqual([]);
    expect(queued.map((m) => [m.email, m.language, m.planYear]).sort()).toEqual([
      ['ann@acme.test', 'en', 2027],
      ['bo@acme.test', 'es', 2027],
      ['cy@acme.test', 'es', 2027],
    ]);
    expect(report.employers[0]).toMatchObject({ queued: 3, alreadySent: 0, noTerms: 1 });
    // A second run of the day (a retry) sends nothing.
    const again = await runScheduledNotices(p, { date: '2026-12-10' }, new Date('2026-12-10T07:00:00Z'));
    expect(again.queued).toBe(0);
    expect(again.employers[0]).toMatchObject({ alreadySent: 3 });
  });

  it('renders each class and language once, and the version sent is the one the page shows', async () => {
    const { p, queued, rendered } = ports();
    await runScheduledNotices(p, { date: '2026-12-10' }, new Date());
    expect(rendered).toHaveLength(new Set(rendered.map((r) => JSON.stringify(r))).size);
    const ann = queued.find((m) => m.email === 'ann@acme.test');
    const shown = await p.render(employer, 'Hourly', 2027, 'en');
    expect(ann?.version).toBe(shown?.version);
  });

  it('sends the new version when the terms change', async () => {
    const waived = { cents: 0 };
    const { p, queued } = ports(waived);
    await runScheduledNotices(p, { date: '2026-12-10' }, new Date());
    waived.cents = 5_000;
    const report = await runScheduledNotices(p, { date: '2026-12-11' }, new Date());
    expect(report.queued).toBe(3);
    expect(new Set(queued.map((m) => m.version)).size).toBe(4); // Hourly/en, ALL/es, then both again
  });

  it('reports an employer that failed and carries on with the others', async () => {
    const { p } = ports();
    const failing: NoticeRunPorts = {
      ...p,
      employerIds: () => Promise.resolve(['gone', employer.id]),
      census: () => Promise.reject(new TypeError('boom')),
    };
    const report = await runScheduledNotices(failing, { date: '2026-12-10' }, new Date());
    expect(report.employers[0]).toEqual({ employerId: 'gone', skipped: 'no such employer' });
    expect(report.failed).toEqual([employer.id]);
  });
});

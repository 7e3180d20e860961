/**
 * The tracker's ICHRA notice state (lambdas/admin/tracker.ts): acknowledged when the member (by id
 * or e-mail) acknowledged a version of the plan year, else sent when a notice went to the e-mail,
 * else not sent; a census entry not registered reads its sends by e-mail; without the notice's
 * records every row is not sent.
 */
import { describe, expect, it } from 'vitest';
import { trackerRows, type RosterMember, type TrackerNotices } from '../../lambdas/admin/tracker';

const member = (id: string, email: string): RosterMember => ({
  id,
  firstname: id,
  lastname: 'M',
  email,
  contributionclass: null,
  postalcode: null,
  createdon: '2026-10-01T00:00:00.000Z',
  modifiedon: null,
});

const census = (email: string) => ({
  email,
  firstName: 'C',
  lastName: 'E',
  class: 'ALL',
  addedAt: '2026-10-01T00:00:00.000Z',
  invitedAt: '2026-10-01T00:00:00.000Z',
});

const notices: TrackerNotices = {
  sent: new Map([
    ['ann@acme.test', '2026-10-02T06:00:00.000Z'],
    ['bo@acme.test', '2026-10-02T06:00:00.000Z'],
    ['invited@acme.test', '2026-10-02T06:00:00.000Z'],
  ]),
  acknowledgedByMember: new Map([['m-ann', '2026-10-03T09:00:00.000Z']]),
  acknowledgedByEmail: new Map([['cy@acme.test', '2026-10-03T09:00:00.000Z']]),
};

const byEmail = (rows: ReturnType<typeof trackerRows>) =>
  Object.fromEntries(rows.map((r) => [r.email, r.notice]));

describe("the tracker's notice state", () => {
  it('is acknowledged over sent, sent over not sent, for members and census entries alike', () => {
    const rows = trackerRows({
      members: [
        member('M-ANN', 'ann@acme.test'),
        member('m-bo', 'bo@acme.test'),
        member('m-cy', 'cy@acme.test'),
        member('m-dee', 'dee@acme.test'),
      ],
      accounts: [],
      census: [census('invited@acme.test'), census('quiet@acme.test')],
      notices,
    });
    expect(byEmail(rows)).toEqual({
      'ann@acme.test': 'acknowledged',
      'bo@acme.test': 'sent',
      'cy@acme.test': 'acknowledged',
      'dee@acme.test': 'not-sent',
      'invited@acme.test': 'sent',
      'quiet@acme.test': 'not-sent',
    });
  });

  it('is not sent for every row when the notice has no records', () => {
    const rows = trackerRows({ members: [member('m-ann', 'ann@acme.test')], accounts: [], census: [] });
    expect(rows.map((r) => r.notice)).toEqual(['not-sent']);
  });
});

/**
 * Life events on the local stack (issue 40, item 5; 45 CFR 155.420), over the real protocols: a
 * registered member of the demo employer reports a marriage (POST /api/LifeEvent answers a grant),
 * posts the marriage certificate straight to the local S3 (s3rver) with the grant's form, as the
 * browser does, and POST /api/LifeEvent/Confirm reads it back with a ranged GetObject and stores the
 * event pending in DynamoDB Local. HR lists it in the console, views the document through a link
 * s3rver answers inline, and approves it: the event's state, the member's own window and the
 * activity record in one transaction; the member's gate (GET /api/Order/EnrollmentWindow) then says
 * the member may elect, with the effective date computed here on its own (the first of next month,
 * not before the plan year the builder enrolls for). A second report is rejected with a reason the
 * member reads; a text file renamed .pdf and a file over 10 MB are refused and deleted; a future
 * date and an event more than 60 days ago are refused; another employer's administrator gets 403.
 */
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as apiMessages from '../../shared/api-messages';
import { PROOF_MAX_BYTES } from '../../shared/domain/coverage-proof';
import { demoEmployers } from '../e2e/authorize-via-api';
import { call } from '../helpers/http';
import { accessToken, registerActive, uniqueEmail } from './access-helpers';
import { signedInAdministrator, type SignedInAdministrator } from './admin-helpers';

const stack = inject('stack');
const employerId = stack.demo.employerId.toLowerCase();
const bucket = stack.handlerEnv.BUCKET_MEMBERS ?? '';
const s3 = new S3Client({
  endpoint: stack.s3Url,
  region: 'us-east-1',
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(256, 0x20), Buffer.from('%%EOF\n')]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(128, 3)]);

/** A day `days` before today (UTC), computed here on its own. */
const daysAgo = (days: number): string => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};
/** The first of the month after today (UTC). */
const firstOfNextMonth = (): string => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
};

interface Grant {
  url: string;
  fields: Record<string, string>;
  uploadId: string;
}
interface Gate {
  planYear: number;
  state: string;
  memberWindow: { kind: string; closes: string; effectiveDate: string } | null;
}
interface Reported {
  eventId: string;
  kind: string;
  state: string;
  reason: string | null;
  window: { planYear: number; opens: string; closes: string; fixedEffectiveDate: string | null } | null;
}

let member: { id: string; email: string; token: string };
let hr: SignedInAdministrator;
let otherHr: SignedInAdministrator;

const api = <T = Record<string, unknown>>(method: string, path: string, body?: unknown) =>
  call<T>(stack.portalUrl, method, path, { token: member.token, ...(body === undefined ? {} : { body }) });
const console_ = <T = Record<string, unknown>>(
  method: string,
  route: string,
  body?: unknown,
  token = hr.token,
) =>
  call<T>(stack.portalUrl, method, `/api/admin/employers/${employerId}/life-events${route}`, {
    token,
    ...(body === undefined ? {} : { body }),
  });

/** Posts a file to the bucket with the grant's form, as the browser does (fields first, then the file). */
async function postToBucket(grant: Grant, bytes: Buffer, name: string, type: string): Promise<number> {
  const form = new FormData();
  for (const [k, v] of Object.entries(grant.fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(grant.url, { method: 'POST', body: form });
  await res.arrayBuffer();
  return res.status;
}

async function objectExists(key: string): Promise<boolean> {
  try {
    await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch {
    return false;
  }
}

/** Reports an event and uploads its document: the grant, the post to the bucket, the confirmation's answer. */
async function report(kind: string, eventDate: string, bytes: Buffer, name: string, type: string) {
  const granted = await api<{ data: Grant }>('POST', '/api/LifeEvent', { kind, eventDate });
  expect(granted.status, JSON.stringify(granted.body)).toBe(200);
  const grant = granted.body.data;
  expect(await postToBucket(grant, bytes, name, type)).toBeLessThan(300);
  const confirmed = await api<{ data: Reported; message?: string }>('POST', '/api/LifeEvent/Confirm', {
    kind,
    eventDate,
    uploadId: grant.uploadId,
  });
  return { grant, confirmed };
}

beforeAll(async () => {
  const email = uniqueEmail('life-event');
  const [registered, admin, other] = await Promise.all([
    registerActive(stack, email),
    signedInAdministrator(stack, 'life-event-hr', [employerId]),
    signedInAdministrator(stack, 'life-event-other', [demoEmployers.greenMountain.id]),
  ]);
  hr = admin;
  otherHr = other;
  member = { id: registered.memberid.toLowerCase(), email, token: await accessToken(stack, email) };
}, 120_000);

describe('life events on the local stack', () => {
  it("a reported marriage, approved by HR, opens the member's window with the first of next month as the effective date", async () => {
    const before = await api<{ data: Gate }>('GET', '/api/Order/EnrollmentWindow');
    expect(before.status).toBe(200);
    expect(before.body.data.state).not.toBe('member-window');
    const planYear = before.body.data.planYear;

    const eventDate = daysAgo(5);
    const { grant, confirmed } = await report(
      'marriage',
      eventDate,
      PDF,
      'certificate.pdf',
      'application/pdf',
    );
    expect(grant.fields.key).toBe(`${member.id}/life-event/${grant.uploadId}`);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data).toMatchObject({ kind: 'marriage', state: 'pending', window: null });
    const eventId = confirmed.body.data.eventId;

    // HR sees it waiting, views the document inline, and approves it.
    const pending = await console_<{ data: { events: Array<{ eventId: string; email: string }> } }>(
      'GET',
      '',
    );
    expect(pending.status).toBe(200);
    expect(pending.body.data.events).toContainEqual(
      expect.objectContaining({ eventId, email: member.email }),
    );
    const link = await console_<{ data: { url: string } }>('POST', '/link', { memberId: member.id, eventId });
    expect(link.status).toBe(200);
    const viewed = await fetch(link.body.data.url);
    expect(viewed.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await viewed.arrayBuffer()).equals(PDF)).toBe(true);
    const approved = await console_<{ data: Reported }>('POST', '/review', {
      memberId: member.id,
      eventId,
      decision: 'approve',
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data.state).toBe('approved');

    // The member's gate: their own window, effective the first of next month, not before the plan year.
    const expected = [firstOfNextMonth(), `${planYear}-01-01`].sort().at(-1);
    const gate = await api<{ data: Gate }>('GET', '/api/Order/EnrollmentWindow');
    expect(gate.body.data).toMatchObject({
      planYear,
      state: 'member-window',
      memberWindow: { kind: 'life-event', effectiveDate: expected },
    });
    const mine = await api<{ data: { events: Reported[] } }>('GET', '/api/LifeEvent');
    expect(mine.body.data.events.find((e) => e.eventId === eventId)).toMatchObject({
      state: 'approved',
      window: { planYear, opens: daysAgo(0), fixedEffectiveDate: null },
    });

    // Gone from the pending list; a second review of it is refused.
    const after = await console_<{ data: { events: Array<{ eventId: string }> } }>('GET', '');
    expect(after.body.data.events.map((e) => e.eventId)).not.toContain(eventId);
    const again = await console_('POST', '/review', { memberId: member.id, eventId, decision: 'approve' });
    expect(again.status).toBe(409);
  }, 60_000);

  it('a rejected event shows HR’s reason to the member', async () => {
    const { confirmed } = await report('loss-of-coverage', daysAgo(1), JPEG, 'letter.jpg', 'image/jpeg');
    expect(confirmed.status).toBe(200);
    const eventId = confirmed.body.data.eventId;
    const rejected = await console_('POST', '/review', {
      memberId: member.id,
      eventId,
      decision: 'reject',
      reason: 'The letter does not show the date coverage ended.',
    });
    expect(rejected.status).toBe(200);
    const mine = await api<{ data: { events: Reported[] } }>('GET', '/api/LifeEvent');
    expect(mine.body.data.events[0]).toMatchObject({
      eventId,
      state: 'rejected',
      reason: 'The letter does not show the date coverage ended.',
      window: null,
    });
  });

  it('refuses a text file renamed .pdf and a file over 10 MB, each with its message, and deletes them', async () => {
    const cases = [
      { bytes: Buffer.from('I got married\n'), message: apiMessages.lifeEventDocumentWrongType },
      {
        bytes: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(PROOF_MAX_BYTES, 0x20)]),
        message: apiMessages.lifeEventDocumentTooLarge,
      },
    ];
    for (const c of cases) {
      const { grant, confirmed } = await report('move', daysAgo(2), c.bytes, 'doc.pdf', 'application/pdf');
      expect(confirmed.status).toBe(400);
      expect(confirmed.body.message).toBe(c.message);
      expect(await objectExists(grant.fields.key ?? '')).toBe(false);
    }
    const mine = await api<{ data: { events: Reported[] } }>('GET', '/api/LifeEvent');
    expect(mine.body.data.events.map((e) => e.kind)).not.toContain('move');
  }, 60_000);

  it('refuses a date in the future (400) and an event more than 60 days ago (409 naming the last day)', async () => {
    const future = await api<{ fields?: Record<string, string> }>('POST', '/api/LifeEvent', {
      kind: 'birth',
      eventDate: daysAgo(-1),
    });
    expect(future.status).toBe(400);
    expect(Object.keys(future.body.fields ?? {})).toEqual(['eventDate']);
    const late = await api<{ message: string }>('POST', '/api/LifeEvent', {
      kind: 'birth',
      eventDate: daysAgo(61),
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(apiMessages.lifeEventReportTooLate(daysAgo(1)));
  });

  it("refuses another employer's administrator (403)", async () => {
    const res = await console_('GET', '', undefined, otherHr.token);
    expect(res.status).toBe(403);
  });
});

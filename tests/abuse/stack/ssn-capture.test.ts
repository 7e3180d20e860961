/**
 * The capture behind the end-of-run SSN scan is live: a request that carries an SSN through the
 * portal is recorded (so the scan knows that SSN), its answer is recorded, and neither the answer
 * nor any recorded log line carries it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { getRoute } from '../../../shared/routes';
import { exampleRequest } from '../support/examples';
import { findSsnLeaks, readCapture } from '../support/capture';
import { accessToken, registerActive, uniqueEmail } from '../../integration/access-helpers';

const stack = inject('stack');

describe('the SSN capture of the local stack', () => {
  it('records the requests, answers and log lines of the run, with no SSN coming back out', async () => {
    // A member of its own, so the run's other tests keep their data: the SSN is stored by the
    // profile's SSN route, which answers the member.
    const email = uniqueEmail('ssn-capture');
    await registerActive(stack, email);
    const token = await accessToken(stack, email);
    const ssn = '987654327';
    const r = getRoute('put-member-ssn');
    const req = exampleRequest(r, { memberId: '', accountid: '', employerId: stack.demo.employerId, ssn });
    const res = await fetch(`${stack.portalUrl}${r.path}`, {
      method: r.method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(req.body),
    });
    const text = await res.text();
    expect(res.status, text).toBe(200);
    expect(JSON.parse(text).data.additionalid).toBe('***-**-4327');
    expect(text).not.toContain(ssn);
    // Its own record, read back, answers the last four digits only.
    const me = await fetch(`${stack.portalUrl}/api/Member/GetMember`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(200);
    const meText = await me.text();
    expect(JSON.parse(meText).data.additionalid).toBe('***-**-4327');
    expect(meText).not.toContain(ssn);
    // A refused request: the chain logs its refusal at INFO, which the capture records.
    expect((await fetch(`${stack.portalUrl}/api/Employer/not-an-id`)).status).toBe(400);

    const raw = readFileSync(stack.captureFile, 'utf8');
    const lines = readCapture(stack.captureFile);
    expect(
      lines.some((l) => l.kind === 'request' && l.route === 'PUT /api/Member/Ssn' && l.body.includes(ssn)),
    ).toBe(true);
    expect(
      lines.some(
        (l) => l.kind === 'response' && l.route === 'PUT /api/Member/Ssn' && l.status === res.status,
      ),
    ).toBe(true);
    // Handlers log at least the refusals and failures of the run (DEBUG and up are recorded).
    expect(lines.some((l) => l.kind === 'log')).toBe(true);
    expect(raw.length).toBeGreaterThan(0);
    expect(findSsnLeaks(lines)).toEqual([]);
  });
});

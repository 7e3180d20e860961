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
import { signIn } from '../support/members';

const stack = inject('stack');

describe('the SSN capture of the local stack', () => {
  it('records the requests, answers and log lines of the run, with no SSN coming back out', async () => {
    const token = await signIn(stack.portalUrl, stack.demo.email, stack.demo.password);
    const ssn = '987654327';
    const r = getRoute('put-member');
    const req = exampleRequest(r, { memberId: '', accountid: '', employerId: stack.demo.employerId, ssn });
    const res = await fetch(`${stack.portalUrl}${r.path}`, {
      method: r.method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(req.body),
    });
    const text = await res.text();
    expect(text).not.toContain(ssn);
    // The demo employee has an SSN on file: its own record answers at most the last four digits.
    const me = await fetch(`${stack.portalUrl}/api/Member/GetMember`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const meText = await me.text();
    if (me.status === 200)
      expect(JSON.parse(meText).data.additionalid ?? null).not.toMatch(/^\d{9}$|^\d{3}-\d{2}-\d{4}$/);
    // A refused request: the chain logs its refusal at INFO, which the capture records.
    expect((await fetch(`${stack.portalUrl}/api/Employer/not-an-id`)).status).toBe(400);

    const raw = readFileSync(stack.captureFile, 'utf8');
    const lines = readCapture(stack.captureFile);
    expect(
      lines.some((l) => l.kind === 'request' && l.route === 'PUT /api/Member' && l.body.includes(ssn)),
    ).toBe(true);
    expect(
      lines.some((l) => l.kind === 'response' && l.route === 'PUT /api/Member' && l.status === res.status),
    ).toBe(true);
    // Handlers log at least the refusals and failures of the run (DEBUG and up are recorded).
    expect(lines.some((l) => l.kind === 'log')).toBe(true);
    expect(raw.length).toBeGreaterThan(0);
    expect(findSsnLeaks(lines)).toEqual([]);
  });
});

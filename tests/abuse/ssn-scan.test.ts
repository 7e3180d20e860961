/**
 * The SSN scan that ends every run of the `stack` project (tests/helpers/global-stack.ts): it must
 * find an SSN that was sent or stored wherever it comes back out, and only there.
 */
import { describe, expect, it } from 'vitest';
import { findSsnLeaks, ssnsIn, type CaptureLine } from './support/capture';

const request = (body: unknown): CaptureLine => ({
  kind: 'request',
  route: 'PUT /api/Member',
  body: JSON.stringify(body),
});
const response = (body: unknown, status = 200): CaptureLine => ({
  kind: 'response',
  route: 'GET /api/Member/GetMember',
  status,
  body: JSON.stringify(body),
});
const log = (text: string): CaptureLine => ({ kind: 'log', text });

describe('findSsnLeaks', () => {
  it('finds an SSN sent in a request when a response carries it, in any spelling', () => {
    for (const leaked of ['987654321', '987-65-4321', '987 65 4321']) {
      const leaks = findSsnLeaks([
        request({ member: { additionalid: '987654321' } }),
        response({ data: { note: `ssn ${leaked}` } }),
      ]);
      expect(leaks).toEqual([{ where: expect.stringContaining('response #1'), lastFour: '4321' }]);
    }
  });

  it('finds a stored SSN in a log line, and a dashed SSN-shaped value in any log line', () => {
    const leaks = findSsnLeaks(
      [
        log('{"level":"INFO","member":{"ssn":"987654329"}}'),
        log('{"level":"ERROR","message":"bad 123-45-6789"}'),
      ],
      ['987654329'],
    );
    expect(leaks.map((l) => l.lastFour).sort()).toEqual(['4329', '6789']);
  });

  it('does not take a longer number that contains the digits for the SSN', () => {
    expect(
      findSsnLeaks([
        request({ additionalid: '987654321' }),
        response({ at: 19876543210, phone: '+1 9876543219' }),
      ]),
    ).toEqual([]);
  });

  it('accepts the masked last four digits, ids and tokens', () => {
    const lines = [
      request({ member: { additionalid: '987654321' } }),
      response({ data: { additionalid: '***-**-4321', id: '123e4567-e89b-42d3-a456-426614174000' } }),
      log(
        '{"level":"INFO","route":"GET /api/Member/123e4567-e89b-42d3-a456-426614174000","additionalid":"[REDACTED]"}',
      ),
    ];
    expect(findSsnLeaks(lines)).toEqual([]);
  });

  it('reads SSNs under ssn and additionalid keys at any depth, and nowhere else', () => {
    expect(
      [
        ...ssnsIn({
          a: { ssn: '987-65-4320' },
          b: [{ additionalid: '987654321' }],
          phone: '987654322',
          additionalid: '***-**-1234',
        }),
      ].sort(),
    ).toEqual(['987654320', '987654321']);
  });
});

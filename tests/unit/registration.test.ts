/** The pure parts of the access flows: secrets, codes, the set-password link, the e-mails and the new member. */
import { describe, expect, it } from 'vitest';
import type { Employer } from '../../shared/domain/employer';
import { confirmationEmail, resetCodeEmail } from '../../lambdas/access/emails';
import { randomCode, randomSecret, setPasswordLink, setPasswordTtlHours } from '../../lambdas/access/secrets';
import { isPending, newPendingMember } from '../../lambdas/access/registration';
import * as apiMessages from '../../shared/api-messages';
import * as apiMessagesEs from '../../shared/api-messages.es';

const employer: Employer = {
  id: '6f1c2a9e-4b7d-4c1e-9a3f-2d5b8e0c7a41',
  accountid: 'ACME-001',
  accountname: 'Acme Manufacturing',
  emailaddress: null,
  teamid: null,
  employeazecustomer: 1,
  hsaonly: 0,
  edoc_period: 10,
  logoKey: null,
};

describe('secrets and codes', () => {
  it('randomSecret gives 32 random bytes as 43 base64url characters, different every time', () => {
    const secrets = new Set(Array.from({ length: 200 }, () => randomSecret()));
    expect(secrets.size).toBe(200);
    for (const s of secrets) expect(s).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('randomCode gives 6 digits, leading zeros kept, spread over the whole range', () => {
    const codes = Array.from({ length: 2000 }, () => randomCode());
    for (const c of codes) expect(c).toMatch(/^\d{6}$/);
    const firstDigits = new Set(codes.map((c) => c[0]));
    expect(firstDigits.size).toBe(10);
  });
});

describe('setPasswordTtlHours', () => {
  it('defaults to 72 hours and reads a whole number of hours', () => {
    expect(setPasswordTtlHours(undefined)).toBe(72);
    expect(setPasswordTtlHours('')).toBe(72);
    expect(setPasswordTtlHours('24')).toBe(24);
  });

  it.each(['0', '1.5', 'abc', '721', '-3'])("throws for '%s'", (raw) => {
    expect(() => setPasswordTtlHours(raw)).toThrow(/SET_PASSWORD_TTL_HOURS/);
  });
});

describe('setPasswordLink', () => {
  it('puts the stage portal, /set-password and the three query parameters together', () => {
    const link = new URL(
      setPasswordLink('https://portal.example.com/', { id: 'm-1', employerId: employer.id }, 'abc_-123'),
    );
    expect(`${link.origin}${link.pathname}`).toBe('https://portal.example.com/set-password');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      employer_id: employer.id,
      member_id: 'm-1',
      token: 'abc_-123',
    });
  });
});

describe('the e-mails', () => {
  it("the confirmation has the spec's welcome subject, the link in both bodies and the expiry", () => {
    const link = 'https://portal.example.com/set-password?employer_id=e&member_id=m&token=t';
    const mail = confirmationEmail({
      to: 'casey@example.com',
      firstname: 'Casey',
      employerName: 'Acme',
      link,
      ttlHours: 72,
      language: 'en',
    });
    expect(mail.subject).toBe(apiMessages.confirmationEmailSubject);
    expect(mail.subject).toMatch(/welcome/i);
    expect(mail.subject).toMatch(/confirm your e-mail address/i);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(
      'href="https://portal.example.com/set-password?employer_id=e&amp;member_id=m&amp;token=t"',
    );
    expect(mail.text).toContain('72 hours');
    expect(mail.text).toContain('Acme');
  });

  it('escapes names in the HTML body', () => {
    const mail = confirmationEmail({
      to: 'x@example.com',
      firstname: '<b>"Bo"</b>',
      employerName: 'A & B',
      link: 'https://p.example.com/x',
      ttlHours: 1,
      language: 'en',
    });
    expect(mail.html).toContain('&lt;b&gt;&quot;Bo&quot;&lt;/b&gt;');
    expect(mail.html).toContain('A &amp; B');
    expect(mail.html).not.toContain('<b>');
  });

  it('in Spanish, both e-mails carry the Spanish texts with the same link, employer, hours, code and minutes', () => {
    const link = 'https://portal.example.com/set-password?employer_id=e&member_id=m&token=t';
    const common = { to: 'casey@example.com', firstname: 'Casey', employerName: 'Acme', link, ttlHours: 72 };
    const english = confirmationEmail({ ...common, language: 'en' });
    const spanish = confirmationEmail({ ...common, language: 'es' });
    expect(spanish.subject).toBe(apiMessagesEs.confirmationEmailSubject);
    expect(spanish.text).toBe(
      [
        apiMessagesEs.confirmationEmailGreeting('Casey'),
        apiMessagesEs.confirmationEmailIntro('Acme'),
        `${apiMessagesEs.confirmationEmailLinkLabel}:\n${link}`,
        apiMessagesEs.confirmationEmailExpiry(72),
        apiMessagesEs.confirmationEmailIgnore,
      ].join('\n\n'),
    );
    expect(spanish.text).not.toBe(english.text);
    expect(spanish.html).toContain(
      'href="https://portal.example.com/set-password?employer_id=e&amp;member_id=m&amp;token=t"',
    );

    const reset = { to: 'x@example.com', firstname: 'Casey', code: '012345', minutes: 15 };
    const resetEs = resetCodeEmail({ ...reset, language: 'es' });
    expect(resetEs.subject).toBe(apiMessagesEs.resetCodeEmailSubject);
    expect(resetEs.text).toMatch(/^012345$/m);
    expect(resetEs.text).toContain(apiMessagesEs.resetCodeEmailExpiry(15));
    expect(resetEs.text).not.toBe(resetCodeEmail({ ...reset, language: 'en' }).text);
  });

  it('the reset e-mail carries the code on its own line and the 15-minute expiry', () => {
    const mail = resetCodeEmail({
      to: 'x@example.com',
      firstname: 'Casey',
      code: '012345',
      minutes: 15,
      language: 'en',
    });
    expect(mail.text).toMatch(/^012345$/m);
    expect(mail.text).toContain('15 minutes');
  });
});

describe('newPendingMember', () => {
  it("has the spec's registration defaults, the lower-cased e-mail and no identity yet", () => {
    const now = new Date('2026-03-04T05:06:07.000Z');
    const body = {
      member: {
        firstname: 'Casey',
        lastname: 'Tester',
        personalemailaddress: ' Casey@Example.COM ',
        phonenumber: '555',
        accountid: 'ACME-001',
        employer_id: employer.id,
      },
      company: 'ignored',
      plan_year: 2026,
    };
    const m = newPendingMember(body, employer, 'm-1', now);
    expect(m).toMatchObject({
      id: 'm-1',
      employerId: employer.id,
      accountid: 'ACME-001',
      email: 'casey@example.com',
      personalemailaddress: 'casey@example.com',
      origination: 1,
      relationship: 1,
      status: 'Active',
      contributionclass: 'ALL',
      createdby: 'Register',
      createdon: '2026-03-04T05:06:07.000Z',
      currentplanyear: 2026,
      ispasswordchanged: null,
      sub: null,
      ssn: null,
    });
    expect(isPending(m)).toBe(true);
    expect(isPending({ ...m, sub: 's', ispasswordchanged: '2026-03-05T00:00:00.000Z' })).toBe(false);
  });
});

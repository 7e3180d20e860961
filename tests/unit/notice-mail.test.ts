/**
 * The ICHRA notice's e-mails (lambdas/rules/notice-mail.ts, lambdas/rules/invitation-mail.ts): the
 * scheduled notice in the employee's language with the link to the notice of its plan year, and the
 * invitation carrying the notice's link beside the registration link.
 */
import { describe, expect, it } from 'vitest';
import { invitationMail, noticeLink } from '../../lambdas/rules/invitation-mail';
import { noticeMail } from '../../lambdas/rules/notice-mail';

describe('the ICHRA notice e-mail', () => {
  it('links to the notice of its plan year on the portal, in English and Spanish', () => {
    const link = noticeLink('https://portal.example.com', 2027);
    expect(link).toBe('https://portal.example.com/ichra-notice?planYear=2027');
    const en = noticeMail({
      to: 'a@x.test',
      firstName: 'Ann',
      employerName: 'Acme',
      planYear: '2027',
      link,
      language: 'en',
    });
    expect(en.subject).toBe('Acme: your ICHRA notice for 2027');
    expect(en.text).toContain(`Read the ICHRA notice:\n${link}`);
    expect(en.html).toContain(`href="${link}"`);
    const es = noticeMail({
      to: 'a@x.test',
      firstName: 'Ann',
      employerName: 'Acme',
      planYear: '2027',
      link,
      language: 'es',
    });
    expect(es.subject).toBe('Acme: su aviso del ICHRA para 2027');
    expect(es.text).toContain(`Leer el aviso del ICHRA:\n${link}`);
  });

  it('escapes the employer name in the HTML body', () => {
    const m = noticeMail({
      to: 'a@x.test',
      firstName: 'Ann',
      employerName: '<b>Acme</b>',
      planYear: '2027',
      link: noticeLink('https://portal.example.com'),
      language: 'en',
    });
    expect(m.html).not.toContain('<b>Acme</b>');
    expect(m.html).toContain('&lt;b&gt;Acme&lt;/b&gt;');
  });
});

describe('the invitation e-mail', () => {
  it('carries the link to the ICHRA notice after the registration link', () => {
    const mail = invitationMail({
      to: 'a@x.test',
      firstName: 'Ann',
      employerName: 'Acme',
      link: 'https://portal.example.com/register?employer_id=e&invite=t',
      noticeLink: noticeLink('https://portal.example.com'),
      language: 'en',
    });
    const register = mail.text.indexOf('/register?');
    const notice = mail.text.indexOf('https://portal.example.com/ichra-notice');
    expect(register).toBeGreaterThan(0);
    expect(notice).toBeGreaterThan(register);
  });
});

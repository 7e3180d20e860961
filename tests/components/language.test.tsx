/**
 * The portal's language (issue 26, docs/i18n.md) below the browser journeys: the first visit
 * follows the browser, a choice is kept for the next visit, the switch shows the page in the
 * other language with `<html lang>` set and hands the choice on (to the member when signed in),
 * the API is asked in the page's language, and at sign-in a language stored on the member wins
 * while a member without one gets the page's stored.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageSwitch } from '../../frontend/src/app/layout/language-switch';
import { appTexts } from '../../frontend/src/app/texts';
import { adoptMemberLanguage } from '../../frontend/src/enrollment/api/member-language';
import { getMember } from '../../frontend/src/enrollment/api/get-member';
import { activateLocale, currentLocale, initialLocale } from '../../frontend/src/lib/i18n';
import { commonTexts } from '../../frontend/src/lib/texts';
import { newMember } from './builder-fixtures';
import { serveApi } from './support';

const member = newMember();

afterEach(async () => {
  await activateLocale('en', { remember: false });
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the first language', () => {
  it('is the one kept from an earlier visit, else the browser’s when the portal speaks it, else English', () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['es-MX', 'en'], language: 'es-MX' });
    expect(initialLocale()).toBe('es');
    localStorage.setItem('ichra.locale', 'en');
    expect(initialLocale()).toBe('en');
    localStorage.clear();
    vi.stubGlobal('navigator', { ...navigator, languages: ['fr-FR', 'de'], language: 'fr-FR' });
    expect(initialLocale()).toBe('en');
  });
});

describe('the language switch', () => {
  it('offers Español in English, then shows Spanish texts, sets <html lang> and keeps the choice', async () => {
    const chosen = vi.fn();
    render(<LanguageSwitch onChosen={chosen} />);
    const button = screen.getByRole('button', { name: 'Español' });
    expect(button.getAttribute('lang')).toBe('es');
    expect(screen.getByRole('group', { name: 'Language' })).toBeTruthy();

    await userEvent.click(button);

    await screen.findByRole('button', { name: 'English' });
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem('ichra.locale')).toBe('es');
    expect(chosen).toHaveBeenCalledWith('es');
    expect(currentLocale()).toBe('es');
    // A text read now is the Spanish one, and differs from the English.
    expect(commonTexts('signIn')).toBe('Iniciar sesión');
    expect(screen.getByRole('group', { name: appTexts('languageLabel') })).toBeTruthy();
  });
});

describe('the API in the page’s language', () => {
  it('asks in the page’s language (Accept-Language)', async () => {
    const calls = serveApi({ 'get-member': () => ({ body: { success: true, data: member } }) });
    const headers: string[] = [];
    const fetchStub = globalThis.fetch;
    vi.stubGlobal('fetch', (input: string, init: RequestInit = {}) => {
      headers.push(new Headers(init.headers).get('accept-language') ?? '');
      return fetchStub(input, init);
    });
    await getMember();
    await activateLocale('es', { remember: false });
    await getMember();
    expect(headers).toEqual(['en', 'es']);
    expect(calls).toHaveLength(2);
  });
});

describe('at sign-in', () => {
  it('a language stored on the member becomes the page’s', async () => {
    const calls = serveApi({
      'get-member': () => ({ body: { success: true, data: { ...member, language: 'es' } } }),
    });
    await adoptMemberLanguage();
    expect(currentLocale()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(calls.map((c) => c.handler)).toEqual(['get-member']);
  });

  it('a member without one gets the page’s language stored, and the page stays in it', async () => {
    await activateLocale('es', { remember: false });
    const calls = serveApi({
      'get-member': () => ({ body: { success: true, data: member } }),
      'put-member-language': () => ({ body: { success: true, data: { ...member, language: 'es' } } }),
    });
    await adoptMemberLanguage();
    expect(currentLocale()).toBe('es');
    expect(calls.map((c) => [c.handler, c.body])).toEqual([
      ['get-member', undefined],
      ['put-member-language', { language: 'es' }],
    ]);
  });

  it('a failure to read the member never fails the sign-in and leaves the language as it is', async () => {
    serveApi({
      'get-member': () => ({ status: 500, body: { success: false, message: 'Something went wrong.' } }),
    });
    await expect(adoptMemberLanguage()).resolves.toBeUndefined();
    await waitFor(() => expect(currentLocale()).toBe('en'));
  });
});

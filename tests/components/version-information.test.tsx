/**
 * The website version (spec portal section 2) without an effect: the stand-alone page's route
 * loader asks for it and the page shows 'Loading...' in its place until it answers; the About
 * entry of the side menu asks again each time and the dialog shows the answer; an API that does
 * not answer it shows 'Not Available'.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Header } from '../../frontend/src/app/layout/header';
import * as versionRoute from '../../frontend/src/app/routes/version-information';
import { appTexts } from '../../frontend/src/app/texts';
import { versionTexts } from '../../frontend/src/features/version/texts';
import { commonTexts } from '../../frontend/src/lib/texts';
import { deferred, renderRoutes, serveApi } from './support';
import { componentTexts } from '../../frontend/src/components/texts';

/** The value shown beside 'Website Version'. */
const websiteVersion = (within_: HTMLElement = document.body) =>
  within(within_).getByText(versionTexts('versionWebsiteLabel')).nextElementSibling?.textContent;

describe('the website version', () => {
  it("shows 'Loading...' on the stand-alone page until the loader's request answers, then the version", async () => {
    const answer = deferred();
    const calls = serveApi({ 'get-version': () => answer.answer });
    renderRoutes([{ path: '/version-information', ...versionRoute }], '/version-information');
    await screen.findByRole('heading', { name: versionTexts('versionInformation') });
    expect(websiteVersion()).toBe(commonTexts('loading'));
    answer.release(200, { success: true, data: '2026.11.24-components' });
    await screen.findByText('2026.11.24-components');
    expect(calls.map((c) => c.handler)).toEqual(['get-version']);
    expect(calls[0]?.signal).toBeInstanceOf(AbortSignal);
  });

  it("shows 'Not Available' when the API does not answer the version", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serveApi({ 'get-version': () => ({ status: 500, body: { message: 'Something went wrong.' } }) });
    renderRoutes([{ path: '/version-information', ...versionRoute }], '/version-information');
    await screen.findByText(componentTexts('notAvailable'));
  });

  it('asks for the version when About is chosen, and again on the next About', async () => {
    let n = 0;
    const calls = serveApi({ 'get-version': () => ({ body: { success: true, data: `build ${(n += 1)}` } }) });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <Header employer={null} /> }], '/');
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: appTexts('openMenu') }));
    await user.click(await screen.findByRole('button', { name: appTexts('about') }));
    const dialog = await screen.findByRole('dialog', { name: versionTexts('versionInformation') });
    await within(dialog).findByText('build 1');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: appTexts('openMenu') }));
    await user.click(await screen.findByRole('button', { name: appTexts('about') }));
    await within(dialog).findByText('build 2');
    expect(calls.map((c) => c.handler)).toEqual(['get-version', 'get-version']);
  });
});

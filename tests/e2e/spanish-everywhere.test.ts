/**
 * Nothing left in English (issue 26): in Spanish, every route the router declares and every modal
 * the portal opens on them, with `<html lang>` 'es', no English text of the catalogs on the screen
 * (support.ts `englishLeftOn`: names of plans, carriers and employers are data, not catalog
 * texts), no serious accessibility violation and no sideways scrolling. The journeys are walked
 * once, at Spanish's walk width (the phone, `walkWidths`), and every screen and modal they reach
 * is checked at 1280 and 390 px by resizing the page (`atBothWidths`); the phone's three-step
 * welcome, which only the phone has, is checked at 390 px.
 *
 * The route list is read from frontend/src/app/router.tsx and compared with the routes this test
 * visits, so a route added to the router fails here until the test visits it; the builder's
 * sub-steps are compared with shared/domain/sub-steps.ts the same way.
 *
 * The walk: the public pages (landing with the side menu and Version Information, the phone's
 * three-step welcome, Getting Started, the version page, sign-in with its failure, registration
 * with the stop sign, its field errors and the 'already initiated' modal, the password reset,
 * set-password with a valid link, its failure modal and Access Denied, the 404 page); then one
 * member of Acme walks the builder (tests/e2e/builder-walk.ts) from /profile (missing fields, SSN
 * help, additional information, county chooser, saved) through every sub-step with its modals
 * and Plan Comparisons, the cart (PCP, Summary Information, the SSN-required modal caused by
 * removing the stored SSN, the thank-you modal) to /welcome, /health-plan, /contact-us and
 * /change-password (with a refused change); a second member waives (Contributions with the
 * waiver reasons, the cart's waiver line, /welcome and /health-plan waived); and the idle warning
 * and the sign-out it leads to.
 * Checks are soft, so one run lists every screen with English left on it.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { subStepIds } from '../../shared/domain/sub-steps';
import { paths } from '../../frontend/src/config/paths';
import { activateLocale, sourceLocale } from '../../frontend/src/lib/i18n';
import { appTexts } from '../../frontend/src/app/texts';
import { commonTexts } from '../../frontend/src/lib/texts';
import { componentTexts } from '../../frontend/src/components/texts';
import { authTexts } from '../../frontend/src/features/auth/texts';
import { builderTexts } from '../../frontend/src/features/builder/texts';
import { cartTexts } from '../../frontend/src/features/cart/texts';
import { enrollmentTexts } from '../../frontend/src/enrollment/texts';
import { landingTexts } from '../../frontend/src/features/landing/texts';
import { memberTexts } from '../../frontend/src/features/member/texts';
import { plansTexts } from '../../frontend/src/features/plans/texts';
import { profileTexts } from '../../frontend/src/features/profile/texts';
import { registrationTexts } from '../../frontend/src/features/registration/texts';
import { setPasswordTexts } from '../../frontend/src/features/set-password/texts';
import { welcomeTexts } from '../../frontend/src/features/welcome/texts';
import { apiTexts } from '../../frontend/src/lib/api-texts';
import { call } from '../helpers/http';
import { accessToken, stackDb } from '../integration/access-helpers';
import { demoEmployers } from './authorize-via-api';
import { walkBuilder } from './builder-walk';
import {
  atBothWidths,
  atPath,
  confirmationLink,
  createMember,
  englishLeftOn,
  goodPassword,
  setPasswordThrough,
  openPage,
  registerViaApi,
  seriousViolations,
  signIn,
  uniqueEmail,
  useBrowser,
  viewports,
  visible,
  walkWidths,
  type DemoEmployer,
  type Member,
  type OpenPage,
} from './support';

const stack = inject('stack');
useBrowser();

const routerFile = join(import.meta.dirname, '..', '..', 'frontend', 'src', 'app', 'router.tsx');

/**
 * The paths of the routes router.tsx declares ('/' for the index route, '*' for the 404 page),
 * read from its source. A `path:` written in a form this does not know fails, rather than being
 * left out of the comparison.
 */
function declaredRoutes(): string[] {
  const source = readFileSync(routerFile, 'utf8');
  const named = (key: string): string => {
    const path = (paths as Record<string, string>)[key];
    if (path === undefined) throw new Error(`router.tsx uses paths.${key}, which paths.ts does not have`);
    return path;
  };
  const found = new Set<string>();
  if (/\bindex:\s*true/.test(source)) found.add('/');
  // A route's `path:` starts its line (`{ path: ... }` inside a call is a text's value).
  const all = [...source.matchAll(/^\s*path:\s*(.+),\s*$/gm)];
  for (const [, written] of all) {
    const value = written!.trim();
    // The employer console's routes (adminPaths) are walked in Spanish by admin-console.test.ts.
    if (/^`?(\$\{)?adminPaths\./.test(value)) continue;
    const plain = /^paths\.(\w+)$/.exec(value);
    const quoted = /^'([^']*)'$/.exec(value);
    const template = /^`\$\{paths\.(\w+)\}([^`$]*)`$/.exec(value);
    if (plain) found.add(named(plain[1]!));
    else if (quoted) found.add(quoted[1]!);
    else if (template) found.add(named(template[1]!) + template[2]!);
    else throw new Error(`router.tsx declares a path this test cannot read: ${value}`);
  }
  return [...found].sort();
}

/** The routes this test visits, each checked at both widths ('/' also stands for the root layout). */
const visitedRoutes = [
  '/',
  paths.login,
  paths.register,
  paths.forgotPassword,
  paths.gettingStarted,
  paths.changePassword,
  paths.profile,
  `${paths.enrollment}/:tab?`,
  paths.welcome,
  paths.healthPlan,
  paths.ichraNotice,
  paths.lifeEvent,
  paths.contactUs,
  '*',
  paths.setPassword,
  paths.versionInformation,
].sort();

describe('the routes', () => {
  it('the router declares exactly the routes this test visits, and every path of paths.ts is one of them', () => {
    expect(declaredRoutes()).toEqual(visitedRoutes);
    const declared = new Set(declaredRoutes().map((r) => r.replace(/\/:\w+\?$/, '')));
    expect(Object.values(paths).filter((p) => !declared.has(p))).toEqual([]);
  });
});

/** A page that has shown `locator`: its texts are in (the screens load their texts with their route). */
async function settled(locator: Locator, timeout = 30_000): Promise<void> {
  await visible(locator.first(), timeout);
}

/** A member (Rosa) who can sign in, with Spanish as the language stored for them. */
async function spanishMember(
  tag: string,
  employer?: DemoEmployer,
): Promise<{ member: Member; token: string }> {
  const member = await createMember(stack, tag, 'Rosa', employer);
  const token = await accessToken(stack, member.email, member.password);
  const language = await call(stack.portalUrl, 'PUT', '/api/Member/Language', {
    token,
    body: { language: 'es' },
  });
  expect(language.status).toBe(200);
  return { member, token };
}

/** The dialog open on top, whichever it is. */
const openDialog = (page: Page) => page.locator('dialog[open]').last();

/** The width the Spanish journeys are walked at (the phone); each screen is checked at both. */
const walked = walkWidths.es;

describe(`in Spanish, walked at ${walked} width, each screen checked at 1280 and 390 px`, () => {
  beforeAll(() => activateLocale('es', { remember: false }));
  afterAll(() => activateLocale(sourceLocale, { remember: false }));
  const viewport = viewports[walked];

  /** The test's context, closed after the test whatever its outcome. */
  let open: OpenPage | undefined;
  afterEach(async () => {
    await open?.context.close();
    open = undefined;
  });
  /** A page at the walked width (`config` overrides /config.json keys), closed after the test. */
  async function openWalked(config?: Record<string, unknown>): Promise<OpenPage> {
    open = await openPage(viewport, config);
    return open;
  }

  /** The routes checked, by their router path. */
  const checked = new Set<string>();
  /** The builder's sub-steps checked. */
  const stepsChecked = new Set<string>();

  /**
   * The screen is in Spanish at one width: `<html lang>` says so, no English text of the catalogs
   * is on it, no serious accessibility violation, no sideways scrolling. Soft, so the run goes on
   * and names every screen with English.
   */
  async function expectSpanishAt(page: Page, where: string, width: string): Promise<void> {
    const at = `${where} at ${width} width`;
    expect.soft(await page.evaluate(() => document.documentElement.lang), `lang on ${at}`).toBe('es');
    expect.soft(await englishLeftOn(page), `English left on ${at}`).toEqual([]);
    expect.soft(await seriousViolations(page), `accessibility of ${at}`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect.soft(overflow, `${at} scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
  }

  /** `expectSpanishAt` at 1280 and 390 px, the page resized from the walked width and back. */
  async function expectSpanish(page: Page, route: string, where: string): Promise<void> {
    checked.add(route);
    await atBothWidths(page, (width) => expectSpanishAt(page, where, width));
  }

  /** Opens a modal with `opening`, checks it, and closes it with Escape (or `close`). */
  async function expectModalSpanish(
    page: Page,
    route: string,
    where: string,
    opening: () => Promise<unknown>,
    options: { ready?: (dialog: Locator) => Locator; close?: (dialog: Locator) => Promise<unknown> } = {},
  ): Promise<void> {
    await opening();
    const dialog = openDialog(page);
    await visible(dialog);
    if (options.ready) await settled(options.ready(dialog));
    await expectSpanish(page, route, where);
    if (options.close) await options.close(dialog);
    else await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  }

  it(
    'the public pages and their modals: landing, menu, Version Information, Getting Started, version page, sign-in, registration, password reset, set-password, 404',
    { timeout: 240_000 },
    async () => {
      const { page, errors } = await openWalked();
      // Landing: the desktop page, or the phone's three steps.
      await page.goto(`${stack.portalUrl}/?employer_id=${stack.demo.employerId}`);
      await settled(page.getByRole('heading', { name: landingTexts('landingHeading'), level: 1 }));
      await expectSpanish(page, '/', 'the landing page');
      // The phone's welcome steps 2 and 3, which only the phone shows (840 px or less): at 390 px.
      await page.setViewportSize(viewports.phone);
      await page.getByRole('button', { name: commonTexts('getStarted') }).click();
      await settled(page.getByRole('heading', { name: landingTexts('mobileWelcomeHowTitle') }));
      await expectSpanishAt(page, 'the welcome step 2 of 3', 'phone');
      await page.getByRole('button', { name: commonTexts('proceed') }).click();
      await settled(page.getByRole('heading', { name: landingTexts('mobileWelcomeStepsTitle') }));
      await expectSpanishAt(page, 'the welcome step 3 of 3', 'phone');
      await page.setViewportSize(viewport);

      // The side menu, and Version Information from its About.
      await expectModalSpanish(page, '/', 'the side menu', () =>
        page.getByRole('button', { name: appTexts('openMenu') }).click(),
      );
      await page.getByRole('button', { name: appTexts('openMenu') }).click();
      await visible(openDialog(page));
      await expectModalSpanish(
        page,
        '/',
        'Version Information',
        () =>
          openDialog(page)
            .getByRole('button', { name: appTexts('about') })
            .click(),
        { ready: (dialog) => dialog.getByText(/\d+\.\d+\.\d+/) },
      );

      await page.goto(`${stack.portalUrl}${paths.gettingStarted}`);
      await settled(page.getByRole('heading', { name: landingTexts('gettingStartedTitle') }));
      await expectSpanish(page, paths.gettingStarted, 'Getting Started');

      await page.goto(`${stack.portalUrl}${paths.versionInformation}?employer_id=${stack.demo.employerId}`);
      await settled(page.locator('main').getByText(/\d+\.\d+\.\d+/));
      await expectSpanish(page, paths.versionInformation, 'the version page');

      // Sign-in, and its failure.
      await page.goto(`${stack.portalUrl}${paths.login}`);
      await (await visible(page.getByLabel(componentTexts('email')))).fill(uniqueEmail('es-nobody'));
      await expectSpanish(page, paths.login, 'the sign-in page');
      await page.getByLabel(authTexts('password'), { exact: true }).fill(goodPassword);
      await page.getByRole('button', { name: authTexts('logIn') }).click();
      await settled(page.getByRole('alert').filter({ hasText: /\S/ }));
      await expectSpanish(page, paths.login, 'a failed sign-in');

      // Registration: the stop sign, the form with its field errors, the 'already initiated' modal.
      await page.goto(`${stack.portalUrl}${paths.register}`);
      await settled(page.getByRole('heading', { name: registrationTexts('stopSignTitle') }));
      await expectSpanish(page, paths.register, 'the stop sign');
      await page.goto(stack.registrationLink);
      const register = page.getByRole('button', { name: registrationTexts('registerAccount') });
      await settled(register);
      await expectSpanish(page, paths.register, 'the registration form');
      // Sent with the terms accepted and nothing filled in: the form's message.
      await page.getByRole('checkbox').check();
      await register.click();
      await settled(page.getByText(registrationTexts('allFieldsRequired')));
      await expectSpanish(page, paths.register, 'the registration field errors');
      const pending = uniqueEmail('es-pending');
      await registerViaApi(stack, pending);
      await page.getByLabel(componentTexts('firstName')).fill('Rosa');
      await page.getByLabel(componentTexts('lastName')).fill('Again');
      await page.getByLabel(registrationTexts('personalEmail')).fill(pending);
      await page.getByLabel(componentTexts('phoneNumber')).fill('555-010-9911');
      await expectModalSpanish(page, paths.register, "the 'already initiated' modal", () => register.click());

      // The password reset.
      await page.goto(`${stack.portalUrl}${paths.forgotPassword}`);
      await settled(page.getByRole('heading', { name: authTexts('forgotPasswordTitle') }));
      await expectSpanish(page, paths.forgotPassword, 'the password reset');

      // Set password: the form, its failure modal (the link used meanwhile), Access Denied.
      const email = uniqueEmail('es-set');
      await registerViaApi(stack, email);
      const link = await confirmationLink(stack, email);
      await page.goto(link.toString());
      await settled(page.getByRole('heading', { name: setPasswordTexts('setPasswordTitle') }));
      await expectSpanish(page, paths.setPassword, 'the set-password form');
      await setPasswordThrough(stack, link);
      await page.getByLabel(componentTexts('newPassword'), { exact: true }).fill('Another#2026pw');
      await page.getByLabel(componentTexts('confirmNewPassword')).fill('Another#2026pw');
      await expectModalSpanish(page, paths.setPassword, 'the set-password failure', () =>
        page.getByRole('button', { name: setPasswordTexts('setPassword') }).click(),
      );
      const tampered = new URL(link);
      tampered.searchParams.set('token', `${link.searchParams.get('token')}x`);
      await page.goto(tampered.toString());
      await settled(page.getByRole('heading', { name: setPasswordTexts('accessDenied') }));
      await expectSpanish(page, paths.setPassword, 'Access Denied');

      // A page that does not exist.
      await page.goto(`${stack.portalUrl}/no-such-page`);
      await settled(page.getByText(appTexts('pageNotFound', { path: '/no-such-page' })));
      await settled(page.getByText(`404 ${appTexts('pageNotFoundStatus')}`, { exact: true }));
      await expectSpanish(page, '*', 'the 404 page');
      expect(errors).toEqual([]);
    },
  );

  it(
    'a member from /profile through every builder sub-step and the cart to /welcome, /health-plan, /contact-us and /change-password, with every modal on the way',
    { timeout: 300_000 },
    async () => {
      const { member, token } = await spanishMember('es-everywhere', demoEmployers.acme);
      const { page, errors } = await openWalked();
      await signIn(page, stack, member);
      await settled(page.getByRole('heading', { name: profileTexts('profileHeading') }));
      await expectSpanish(page, paths.profile, 'the profile');
      // Save with nothing filled in: the first check's message (the smoker question).
      const save = page.getByRole('button', { name: componentTexts('profileSave') });
      await save.click();
      await settled(page.getByText(apiTexts().smokerChoice));
      await expectSpanish(page, paths.profile, 'a profile check message');
      // The checks passed, fields still empty: the missing-fields modal.
      const radio = (group: string, option: string) =>
        page.getByRole('radiogroup', { name: group }).getByText(option, { exact: true }).click();
      await radio(profileTexts('profileLabels.tobacco'), componentTexts('profileNo'));
      await radio(profileTexts('profileLabels.gender'), profileTexts('profileFemale'));
      const ssnBoxes = [componentTexts('ssnPart1'), componentTexts('ssnPart2'), componentTexts('ssnPart3')];
      for (const [i, part] of ['987', '65', '4321'].entries()) await page.getByLabel(ssnBoxes[i]!).fill(part);
      await expectModalSpanish(page, paths.profile, 'the missing-fields modal', () => save.click());
      await expectModalSpanish(page, paths.profile, 'the SSN help', () =>
        page.getByRole('button', { name: profileTexts('ssnHelpButton') }).click(),
      );
      await expectModalSpanish(page, paths.profile, 'the additional information', () =>
        page.getByRole('button', { name: profileTexts('additionalInfoButton') }).click(),
      );
      // A ZIP in several counties: the chooser, closed only by a choice.
      const zip = page.getByLabel(componentTexts('profileLabels.postalcode'));
      await expectModalSpanish(
        page,
        paths.profile,
        'the county chooser',
        async () => {
          await zip.fill('08540');
          await zip.blur();
        },
        { close: (dialog) => dialog.getByRole('button').first().click() },
      );
      await page.getByLabel(profileTexts('profileLabels.address1')).fill('1 Nassau Street');
      await page.getByLabel(profileTexts('profileLabels.phonenumber')).fill('609-555-0101');
      await page.getByLabel(profileTexts('profileLabels.birthdate')).fill('1985-06-15');
      await expectModalSpanish(page, paths.profile, 'the saved modal', () => save.click());

      const enrollment = `${paths.enrollment}/:tab?`;
      const onStep = async (step: string) => {
        const at = `the builder's ${step}`;
        switch (step) {
          case 'contributions':
            await settled(page.getByRole('heading', { name: builderTexts('contribHeading') }));
            await expectSpanish(page, enrollment, at);
            await expectModalSpanish(page, enrollment, 'Choosing Health Insurance Or Not', () =>
              page.getByRole('button', { name: builderTexts('contribInstructionsButton') }).click(),
            );
            await expectModalSpanish(page, enrollment, 'the documents modal', () =>
              page.getByLabel(builderTexts('myCoverage')).selectOption('documents'),
            );
            break;
          case 'ichra-acknowledgment':
            await settled(page.getByLabel(builderTexts('ichraCertify')));
            await expectSpanish(page, enrollment, at);
            break;
          case 'shop':
            await settled(page.getByTestId('plans-found'));
            await expectSpanish(page, enrollment, at);
            await expectModalSpanish(page, enrollment, 'the plan details', () =>
              page
                .getByRole('button', { name: plansTexts('shopPlanDetails') })
                .first()
                .click(),
            );
            await comparePlans(page, enrollment);
            break;
          case 'hsa':
            await settled(page.getByRole('heading', { name: builderTexts('hsaHeading') }));
            await expectSpanish(page, enrollment, at);
            await expectModalSpanish(page, enrollment, 'the HSA instructions', () =>
              page.getByRole('button', { name: builderTexts('hsaInstructionsButton') }).click(),
            );
            break;
          case 'additional-services':
            await settled(page.getByRole('button', { name: builderTexts('serviceDetails') }));
            await expectSpanish(page, enrollment, at);
            await expectModalSpanish(page, enrollment, 'the additional service details', () =>
              page
                .getByRole('button', { name: builderTexts('serviceDetails') })
                .first()
                .click(),
            );
            break;
          case 'coverage-attestation':
            await settled(page.getByRole('group', { name: enrollmentTexts('coverageAttestationStatement') }));
            await expectSpanish(page, enrollment, at);
            break;
          case 'cart':
            await expectSpanish(page, enrollment, 'the cart');
            await expectModalSpanish(page, enrollment, 'the PCP modal', () =>
              page.getByRole('button', { name: cartTexts('addPrimaryCarePhysician') }).click(),
            );
            await expectModalSpanish(page, enrollment, 'Summary Information', () =>
              page.getByRole('button', { name: cartTexts('summaryInformation') }).click(),
            );
            await ssnRequired(page, member, token);
            break;
          case 'authorized':
            await expectSpanish(page, enrollment, 'the thank-you modal');
            break;
          case 'welcome':
            break;
          default:
            throw new Error(`A sub-step this test does not know: ${step}`);
        }
        if ((subStepIds as readonly string[]).includes(step)) stepsChecked.add(step);
      };
      await walkBuilder(page, {
        path: 'shop',
        hsaEligiblePlan: true,
        hsaMonthly: 25,
        additionalService: true,
        profile: { zip: '08540' },
        onStep,
      });
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');

      await settled(page.getByRole('heading', { name: welcomeTexts('contactsHeading') }));
      await expectSpanish(page, paths.welcome, '/welcome');
      await expectModalSpanish(page, paths.welcome, 'the documents modal on /welcome', () =>
        page.getByLabel(builderTexts('myCoverage')).selectOption('documents'),
      );

      await page.goto(`${stack.portalUrl}${paths.healthPlan}`);
      await settled(page.locator('main h2, main h3'));
      await expectSpanish(page, paths.healthPlan, '/health-plan');

      // The ICHRA notice (issue 40), rendered by the server in the member's language.
      await page.goto(`${stack.portalUrl}${paths.ichraNotice}`);
      await settled(page.locator('.ichra-notice__actions button').first());
      await expectSpanish(page, paths.ichraNotice, '/ichra-notice');

      // Report a life event (issue 40, item 5): the form and the member's reported events.
      await page.goto(`${stack.portalUrl}${paths.lifeEvent}`);
      await settled(page.locator('form.life-event-form'));
      await expectSpanish(page, paths.lifeEvent, '/life-event');

      await page.goto(`${stack.portalUrl}${paths.contactUs}`);
      await settled(page.getByRole('heading', { name: componentTexts('contactUs'), level: 1 }));
      await expectSpanish(page, paths.contactUs, '/contact-us');

      await page.goto(`${stack.portalUrl}${paths.changePassword}`);
      const change = page.getByRole('button', { name: componentTexts('changePasswordTitle') });
      await settled(change);
      await expectSpanish(page, paths.changePassword, 'Change Password');
      await page.getByLabel(memberTexts('currentPassword')).fill('Wrong#2026pass');
      await page.getByLabel(componentTexts('newPassword'), { exact: true }).fill('Other#2026pass');
      await page.getByLabel(componentTexts('confirmNewPassword')).fill('Other#2026pass');
      await change.click();
      await settled(page.getByRole('alert').filter({ hasText: /\S/ }));
      await expectSpanish(page, paths.changePassword, 'a refused password change');
      expect(errors).toEqual([]);
    },
  );

  /** Shop Health Plans' Plan Comparisons of the first two cards, then back to the cards. */
  async function comparePlans(page: Page, route: string): Promise<void> {
    const boxes = page.locator('article.shop-card').getByRole('checkbox');
    for (const i of [0, 1]) await boxes.nth(i).check();
    await page.getByRole('button', { name: plansTexts('shopComparePlans') }).click();
    await settled(page.getByRole('heading', { name: plansTexts('shopComparisonsTitle') }));
    await expectSpanish(page, route, 'Plan Comparisons');
    await page.getByRole('button', { name: componentTexts('back'), exact: true }).click();
    await settled(page.getByTestId('plans-found'));
    for (const i of [0, 1]) await boxes.nth(i).uncheck();
  }

  /**
   * The SSN-required modal, caused as the server causes it: the stored SSN is removed behind the
   * cart's back, Authorize Elections is refused for it and the modal asks for one; saving one
   * lets the walk authorize.
   */
  async function ssnRequired(page: Page, member: Member, token: string): Promise<void> {
    const me = await call<{ data: { id: string } }>(stack.portalUrl, 'GET', '/api/Member/GetMember', {
      token,
    });
    await stackDb(stack).send(
      new UpdateCommand({
        TableName: stack.tables.members,
        Key: { pk: `MEMBER#${me.body.data.id.toLowerCase()}`, sk: 'PROFILE' },
        UpdateExpression: 'REMOVE ssn',
      }),
    );
    await page.getByRole('button', { name: cartTexts('authorizeElections') }).click();
    const dialog = await visible(openDialog(page));
    await expectSpanish(page, `${paths.enrollment}/:tab?`, `the SSN-required modal (${member.email})`);
    const boxes = dialog.getByRole('textbox');
    await boxes.nth(0).fill('321');
    await boxes.nth(1).fill('54');
    await boxes.nth(2).fill('9876');
    await dialog.locator('button[type="submit"]').click();
    await dialog.waitFor({ state: 'hidden' });
    await settled(page.getByText(enrollmentTexts('ssnSaved')));
    // The saved SSN makes the portal read the member and the cart again: a fresh load waits for
    // that in one place (the builder's choices stay in the tab's session storage).
    await page.reload();
    await settled(page.locator('.cart .cart__totals'));
  }

  it(
    'a member who waives: Contributions with the waiver reason, the cart with the waiver line, /welcome and /health-plan waived',
    { timeout: 180_000 },
    async () => {
      const { member } = await spanishMember('es-waiver', demoEmployers.acme);
      const { page, errors } = await openWalked();
      const enrollment = `${paths.enrollment}/:tab?`;
      await signIn(page, stack, member);
      await walkBuilder(page, {
        path: 'waive',
        onStep: async (step) => {
          if (step === 'contributions') {
            // The waiver chosen here first, so that its reasons show.
            await page.getByText(builderTexts('contribWaiveCoverage'), { exact: true }).click();
            await settled(page.getByLabel(builderTexts('contribWaiverReasonLabel')));
            await expectSpanish(page, enrollment, 'Contributions with the waiver reasons');
          } else if (step === 'cart') {
            await expectSpanish(page, enrollment, "the cart's waiver line");
          } else if (step === 'authorized') {
            await expectSpanish(page, enrollment, 'the thank-you modal after waiving');
          } else if (step !== 'welcome') {
            await settled(page.locator('main h2').first());
            await expectSpanish(page, enrollment, `the builder's ${step} after waiving`);
          }
        },
      });
      await settled(page.getByRole('heading', { name: welcomeTexts('contactsHeading') }));
      await expectSpanish(page, paths.welcome, '/welcome after waiving');
      await page.goto(`${stack.portalUrl}${paths.healthPlan}`);
      await settled(page.locator('main h2, main h3'));
      await expectSpanish(page, paths.healthPlan, '/health-plan after waiving');
      expect(errors).toEqual([]);
    },
  );

  it('the idle warning and the sign-out it leads to', { timeout: 90_000 }, async () => {
    const { member } = await spanishMember('es-idle');
    // config.json idleMinutes 0.3: the warning after nine seconds, the sign-out after eighteen,
    // which leaves the warning up long enough to be scanned at both widths on a loaded machine.
    const { page, errors } = await openWalked({ idleMinutes: 0.3 });
    await signIn(page, stack, member);
    const warning = page.getByRole('dialog', { name: authTexts('idleWarningTitle') });
    await settled(warning, 15_000);
    checked.add(paths.profile);
    await atBothWidths(page, async (width) => {
      expect(await warning.isVisible(), `the idle warning still shows at ${width} width`).toBe(true);
      await expectSpanishAt(page, 'the idle warning', width);
    });
    await atPath(page, paths.login, 25_000);
    await settled(page.getByRole('heading', { name: commonTexts('signIn'), level: 1 }));
    await settled(page.getByRole('alert').filter({ hasText: /\S/ }).or(page.getByRole('status')));
    await expectSpanish(page, paths.login, 'the sign-in page after the idle sign-out');
    expect(errors).toEqual([]);
  });

  it('visited every route the router declares and every builder sub-step', () => {
    expect([...checked].sort()).toEqual(visitedRoutes);
    expect([...stepsChecked].sort()).toEqual([...subStepIds].sort());
  });
});

/**
 * The ICHRA rules' acceptance journey (issue 40, acceptance line 1), in the browser against the
 * local stack, walked in English at 1280 px and in Spanish at 390 px, every screen checked at both
 * widths with the accessibility scan:
 *
 * 1. the demo HR administrator signs in with the authenticator's code and invites a new hire from
 *    the census; the invitation e-mail, in the new hire's language, says the ICHRA notice is there
 *    and links to its page (29 CFR 2590.702-2(c)(6): by the first day of eligibility), and the
 *    tracker shows the notice sent;
 * 2. the new hire registers with the invitation's token and signs in (through the API and the
 *    sign-in form: registration has journeys of its own), opens the e-mail's notice link, and
 *    acknowledges the notice;
 * 3. the new hire attests to individual coverage on the builder's Coverage Attestation step
 *    (checked at both widths) and authorizes in the cart, in each language, the earlier steps'
 *    choices seeded as cart.test.ts seeds them (a whole walk costs about 37 s);
 * 4. the coverage starts today (the member account's effective date moved, as the integration test
 *    of the proof does), and the new hire uploads a PDF on /welcome, posted to the local S3 with the
 *    upload grant;
 * 5. HR sees it pending, rejects it with a reason; the new hire reads the reason and uploads a PNG;
 *    HR approves it; the tracker shows notice acknowledged and each proof state on the way.
 *
 * What each screen shows for each answer is the component tests' (tests/components/); the rules
 * are the unit, handler and integration tests' (coverage-proof, ichra-notice, admin-census).
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Locator, Page } from 'playwright-core';
import { afterAll, expect, inject } from 'vitest';
import { componentTexts } from '../../frontend/src/components/texts';
import { enrollmentTexts } from '../../frontend/src/enrollment/texts';
import { builderStorageKey } from '../../frontend/src/enrollment/state/builder-store';
import { cartTexts } from '../../frontend/src/features/cart/texts';
import { adminTexts } from '../../frontend/src/features/admin/texts';
import { noticeTexts } from '../../frontend/src/features/ichra-notice/texts';
import { welcomeTexts } from '../../frontend/src/features/welcome/texts';
import { MemberReader } from '../../lambdas/adapters/members';
import { accountKey } from '../../lambdas/adapters/orders';
import { adminApiMessagesIn } from '../../shared/admin-api-messages';
import { CENSUS_HEADER } from '../../shared/domain/census';
import { effectiveDateOptions } from '../../shared/domain/effective-dates';
import { mailsTo, registrationBody, stackDb, type SentMail } from '../integration/access-helpers';
import { codeFor } from '../integration/admin-helpers';
import { call } from '../helpers/http';
import { countyOf, demoEmployers, quoteBody, saveFirstProfile } from './authorize-via-api';
import { anyValue, textPattern } from './builder-walk';
import {
  atPath,
  confirmationLink,
  eachLanguage,
  expectScreen,
  goodPassword,
  openPage,
  setPasswordThrough,
  signIn,
  useBrowser,
  visible,
  type OpenPage,
} from './support';

const stack = inject('stack');
useBrowser();
const db = stackDb(stack);
afterAll(() => db.destroy());

const hr = stack.demoAdmins.find((a) => a.role === 'hr')!;
const acme = demoEmployers.acme;
const trackerPath = `/admin/employers/${acme.id}`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The first mail to an address once it has come (the outbox's sender runs from the stream). */
async function firstMailTo(address: string, timeoutMs = 30_000): Promise<SentMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [mail] = await mailsTo(stack, address);
    if (mail) return mail;
    if (Date.now() > until) throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
    await sleep(250);
  }
}

/** A link of a mail's text whose path starts with `path`. */
function linkIn(mail: SentMail, path: string): URL {
  const found = (mail.body.text ?? '')
    .match(/https?:\/\/\S+/g)
    ?.map((u) => new URL(u))
    .find((u) => u.pathname === path);
  if (!found) throw new Error(`No ${path} link in '${mail.subject}'`);
  return found;
}

/** Signs in at /admin/login with the password and the authenticator's code of the demo HR administrator. */
async function hrSignIn(page: Page): Promise<void> {
  await page.goto(`${stack.portalUrl}/admin/login`);
  await (await visible(page.getByLabel(componentTexts('email')))).fill(hr.email);
  await page.getByLabel(adminTexts('passwordLabel')).fill(hr.password);
  await page.getByRole('button', { name: adminTexts('continue') }).click();
  await (await visible(page.getByLabel(adminTexts('codeLabel')), 15_000)).fill(codeFor(hr.secret));
  await page.getByRole('button', { name: adminTexts('verify') }).click();
  await atPath(page, trackerPath, 20_000);
}

/** The coverage of the member's plan year starts today: the proof can be uploaded from then on. */
async function coverageStartsToday(email: string, planYear: number): Promise<void> {
  const member = await new MemberReader(db, stack.tables.members as string).getByEmail(email);
  expect(member, `member ${email}`).toBeDefined();
  await db.send(
    new UpdateCommand({
      TableName: stack.tables.orders,
      Key: accountKey(member!.id, planYear),
      UpdateExpression: 'SET effectivedate = :d',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':d': new Date().toISOString().slice(0, 10) },
    }),
  );
}

/** A small PDF and PNG, recognised by their first bytes as the server checks them. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452', 'hex'),
  Buffer.alloc(64, 7),
]);

/** Uploads a proof file from the /welcome section and waits for the page to say it was sent. */
async function uploadOnWelcome(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const section = page.getByRole('region', { name: welcomeTexts('proofHeading') });
  await (await visible(section.locator('input[type="file"]'), 15_000)).setInputFiles(file);
  await section.getByRole('button', { name: welcomeTexts('proofUpload'), exact: true }).click();
  await visible(section.getByRole('status').filter({ hasText: welcomeTexts('proofSent') }), 20_000);
  await visible(section.getByText(welcomeTexts('proofPending'), { exact: true }));
  return section;
}

/**
 * The profile saved and a plan chosen as the earlier steps leave them (the API and the builder's
 * store, as cart.test.ts seeds it), then, on the screens, the Coverage Attestation step ticked for
 * the member and Authorize Elections in the cart, to /welcome. Answers the plan year.
 */
async function attestAndAuthorizeInBuilder({ context, page }: OpenPage, token: string): Promise<number> {
  const county = await countyOf(stack, acme.zip, token);
  const subscriber = {
    firstname: 'Nora',
    lastname: 'Tester',
    birthdate: '1988-04-12',
    zip: acme.zip,
    county,
  };
  await saveFirstProfile(
    stack,
    token,
    {
      ...subscriber,
      address1: '12 Main Street',
      address2: null,
      phonenumber: '555-010-2030',
      ssn: '987654323',
    },
    [],
    { pcpname: null, pcpid: null, existingpatient: null },
  );
  const employer = await call<{ data: { edoc_period: number } }>(
    stack.portalUrl,
    'GET',
    `/api/Employer/${acme.id}`,
  );
  const [effectiveDate] = effectiveDateOptions(new Date(), employer.body.data.edoc_period);
  const quote = await call<{
    healthplans: Array<{ id: string; planname: string; ishsaeligible: string; rate: number }>;
  }>(stack.portalUrl, 'POST', '/api/HealthPlanQuote', {
    token,
    body: quoteBody(subscriber, acme.accountid, effectiveDate!),
  });
  expect(quote.status, JSON.stringify(quote.body)).toBe(200);
  const plan = [...quote.body.healthplans].sort((a, b) => a.rate - b.rate)[0]!;
  const state = {
    healthOption: 'shop',
    waiverReason: null,
    customWaiverReason: null,
    effectiveDate,
    selectedPlan: {
      id: plan.id,
      name: plan.planname,
      hsaEligible: plan.ishsaeligible === 'Yes',
      monthlyRateCents: Math.round(plan.rate * 100),
    },
    compare: [],
    hsaMonthlyCents: 0,
    additionalService: null,
    dependents: [],
    ichraAcknowledged: true,
    coverageAttestedIds: [],
    authorizationKey: null,
    furthestTab: 'cart',
  };
  await context.addInitScript(
    ({ key, seeded }) => {
      if (window.sessionStorage.getItem('e2e.seeded')) return;
      window.sessionStorage.setItem('e2e.seeded', '1');
      window.sessionStorage.setItem(key, seeded);
    },
    { key: builderStorageKey, seeded: JSON.stringify(state) },
  );
  await page.goto(`${stack.portalUrl}/enrollment/coverage-attestation?employer_id=${acme.id}`);
  const people = await visible(
    page.getByRole('group', { name: enrollmentTexts('coverageAttestationStatement') }),
    20_000,
  );
  await expectScreen(page, 'the Coverage Attestation step');
  const label = people.locator('label');
  expect(await label.count(), 'one person attests: the new hire').toBe(1);
  await label.click();
  await expect.poll(() => label.getByRole('checkbox').isChecked()).toBe(true);

  await page.goto(`${stack.portalUrl}/enrollment/cart?employer_id=${acme.id}`);
  await visible(page.locator('.cart .cart__totals'), 30_000);
  const deduction = page.locator('.cart .cart__deduction').getByRole('checkbox');
  if ((await deduction.count()) > 0) await page.locator('.cart .cart__deduction label').first().click();
  await page.getByRole('button', { name: cartTexts('authorizeElections') }).click();
  const thanks = await visible(page.getByRole('dialog', { name: cartTexts('thankYouTitle') }), 20_000);
  await thanks.getByRole('button', { name: cartTexts('closeWindow') }).click();
  await atPath(page, '/welcome', 20_000);
  return Number(effectiveDate!.slice(0, 4));
}

eachLanguage((_name, viewport, locale, journey) => {
  journey(
    'an invited new hire gets the notice with the invitation, acknowledges it, attests and authorizes, uploads proof; HR rejects it with a reason, the new hire uploads another, HR approves; the tracker shows each state',
    { timeout: 180_000 },
    async () => {
      const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
      const email = `ichra-hire-${tag}@example.com`;
      const today = new Date().toISOString().slice(0, 10);
      const csv = [CENSUS_HEADER, `Nora,Tester,${email},Salaried,${today},${locale}`].join('\n');
      let admin: OpenPage | undefined;
      let employee: OpenPage | undefined;
      try {
        // 1. HR invites the new hire from the census.
        admin = await openPage(viewport);
        const { page: hrPage } = admin;
        await hrSignIn(hrPage);
        await hrPage.getByRole('link', { name: adminTexts('navCensus'), exact: true }).click();
        await atPath(hrPage, `${trackerPath}/census`);
        await (
          await visible(hrPage.getByLabel(adminTexts('censusFileLabel')))
        ).setInputFiles({ name: 'new-hire.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
        await hrPage.getByRole('button', { name: adminTexts('censusCheck') }).click();
        await hrPage.getByRole('button', { name: adminTexts('censusInvite', { count: 1 }) }).click();
        await visible(
          hrPage.getByRole('status').filter({ hasText: adminTexts('censusInvited', { invited: 1 }) }),
          20_000,
        );

        // The invitation carries the notice, in the new hire's language: a line and its page's link.
        const invitation = await firstMailTo(email);
        const texts = adminApiMessagesIn(locale);
        expect(invitation.body.text).toContain(texts.invitationEmailNotice);
        const noticeLink = linkIn(invitation, '/ichra-notice');
        const registerLink = linkIn(invitation, '/register');

        // The tracker: invited, the notice sent, no proof asked yet.
        await hrPage.getByRole('link', { name: adminTexts('navTracker'), exact: true }).click();
        await atPath(hrPage, trackerPath);
        await hrPage.getByRole('searchbox', { name: adminTexts('searchLabel') }).fill(tag);
        await hrPage.waitForURL((u) => u.searchParams.get('q') === tag, { timeout: 10_000 });
        const row = hrPage.getByRole('row').filter({ hasText: email });
        const cell = (text: string): Locator => row.getByRole('cell', { name: text, exact: true });
        await visible(cell(adminTexts('stateInvited')), 15_000);
        await visible(cell(adminTexts('noticeSent')));

        // 2. The new hire registers with the invitation's token, sets a password, and signs in.
        const registered = await call(stack.portalUrl, 'POST', '/api/Member/Register', {
          body: {
            ...(await registrationBody(stack, email, 'Nora')),
            language: locale,
            invite: registerLink.searchParams.get('invite'),
          },
        });
        expect(registered.status, JSON.stringify(registered.body)).toBe(200);
        await setPasswordThrough(stack, await confirmationLink(stack, email));
        employee = await openPage(viewport);
        const { page } = employee;
        await signIn(page, stack, { email, password: goodPassword });

        // The notice's page from the e-mail's link: read, then acknowledged.
        await page.goto(noticeLink.toString());
        const acknowledge = page.getByRole('button', { name: noticeTexts('noticeAcknowledge') });
        await visible(acknowledge, 20_000);
        await expectScreen(page, 'the ICHRA notice from the invitation');
        await acknowledge.click();
        await visible(
          page
            .getByRole('status')
            .filter({ hasText: textPattern(noticeTexts('noticeAcknowledgedOn', { date: anyValue }), '.+') }),
          15_000,
        );
        await expectScreen(page, 'the acknowledged ICHRA notice');

        // 3. Coverage attested and elections authorized in the browser, in each language: the
        // builder's Coverage Attestation step (checked at both widths) and the cart, the earlier
        // steps' choices seeded.
        const login = await call<{ tokenResponse: { access_token: string } }>(
          stack.portalUrl,
          'POST',
          '/api/Login',
          { body: { email, password: goodPassword } },
        );
        expect(login.status).toBe(200);
        const token = login.body.tokenResponse.access_token;
        const planYear = await attestAndAuthorizeInBuilder(employee, token);

        // 4. From the effective date, the proof: missing on the tracker, then a PDF uploaded on /welcome.
        await coverageStartsToday(email, planYear);
        await hrPage.reload();
        await visible(cell(adminTexts('stateEnrolled')), 15_000);
        await visible(row.getByText(adminTexts('proofMissing'), { exact: true }));
        await page.goto(`${stack.portalUrl}/welcome`);
        await visible(page.getByText(welcomeTexts('proofMissing'), { exact: true }), 20_000);
        await uploadOnWelcome(page, { name: 'insurance-card.pdf', mimeType: 'application/pdf', buffer: PDF });
        await expectScreen(page, 'the proof of coverage sent');

        // 5. HR: the notice acknowledged, the proof pending; rejected with a reason.
        const reason = `${locale === 'es' ? 'La tarjeta no muestra su nombre' : 'The card does not show your name'} (${tag})`;
        await hrPage.reload();
        await visible(cell(adminTexts('noticeAcknowledged')), 15_000);
        await visible(row.getByText(adminTexts('proofPending'), { exact: true }));
        await row.getByRole('button', { name: adminTexts('proofReview', { name: 'Nora Tester' }) }).click();
        const review = hrPage.getByRole('group', {
          name: adminTexts('proofReviewOf', { name: 'Nora Tester' }),
        });
        await review.getByLabel(adminTexts('proofReasonLabel')).fill(reason);
        await expectScreen(hrPage, 'the proof review');
        await review.getByRole('button', { name: adminTexts('proofReject') }).click();
        await visible(row.getByText(adminTexts('proofRejected'), { exact: true }), 15_000);

        // The new hire reads the reason and uploads another proof.
        await page.reload();
        await visible(page.getByText(welcomeTexts('proofRejected'), { exact: true }), 20_000);
        await visible(page.getByText(`${welcomeTexts('proofReasonLabel')} ${reason}`));
        await expectScreen(page, 'the rejected proof with its reason');
        await uploadOnWelcome(page, { name: 'invoice.png', mimeType: 'image/png', buffer: PNG });

        // HR approves it; the tracker shows it approved, and so does /welcome.
        await hrPage.reload();
        await visible(row.getByText(adminTexts('proofPending'), { exact: true }), 15_000);
        await row.getByRole('button', { name: adminTexts('proofReview', { name: 'Nora Tester' }) }).click();
        await review.getByRole('button', { name: adminTexts('proofApprove') }).click();
        await visible(row.getByText(adminTexts('proofApproved'), { exact: true }), 15_000);
        await visible(cell(adminTexts('noticeAcknowledged')));
        await expectScreen(hrPage, 'the tracker with the proof approved');
        await page.reload();
        await visible(page.getByText(welcomeTexts('proofApproved'), { exact: true }), 20_000);
        expect([...admin.errors, ...employee.errors]).toEqual([]);
      } finally {
        await admin?.context.close();
        await employee?.context.close();
      }
    },
  );
});

/**
 * The console's acceptance journey (issue 39), in the browser against the local stack, walked in
 * English at 1280 px and in Spanish at 390 px, every screen checked at both widths with the
 * accessibility scan:
 *
 * 1. the demo HR administrator (`npm start` prints it) signs in with the password and the code of
 *    its authenticator, uploads a census of six rows with one bad row (shown with its row number
 *    and message, not written) and invites the five that pass: five invitation e-mails;
 * 2. one invited employee opens the e-mail's link, finds the registration form filled with name and
 *    e-mail, registers, and authorizes a plan (through the API, with the employee's own token: the
 *    builder has journeys of its own);
 * 3. the tracker shows every state's count, that employee enrolled in the census's class with the
 *    amounts of the member account Authorize Elections stored (read from DynamoDB here), and the
 *    four others invited;
 * 4. Remind sends exactly one e-mail to each of the four, and a second Remind sends none and says so;
 * 5. the payroll file produced and downloaded from the console holds the stored amounts to the cent;
 * 6. the activity log lists each step.
 *
 * Then a broker of two employers sees both and nothing of a third. What each screen shows for each
 * answer is the component tests' (tests/components/admin-*.test.tsx).
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { parse } from 'csv-parse/sync';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { componentTexts } from '../../frontend/src/components/texts';
import { adminTexts } from '../../frontend/src/features/admin/texts';
import { registrationTexts } from '../../frontend/src/features/registration/texts';
import { censusKey } from '../../lambdas/adapters/census';
import { MemberReader } from '../../lambdas/adapters/members';
import { accountKey } from '../../lambdas/adapters/orders';
import { adminApiMessagesIn } from '../../shared/admin-api-messages';
import { CENSUS_HEADER } from '../../shared/domain/census';
import { mailsFor, mailsTo, stackDb, storedMails, type SentMail } from '../integration/access-helpers';
import { codeFor } from '../integration/admin-helpers';
import { call } from '../helpers/http';
import { demoEmployers, electAs } from './authorize-via-api';
import {
  atPath,
  confirmationLink,
  eachLanguage,
  expectScreen,
  goodPassword,
  openPage,
  setPasswordThrough,
  useBrowser,
  visible,
  type OpenPage,
} from './support';

const stack = inject('stack');
useBrowser();
const db = stackDb(stack);
afterAll(() => db.destroy());

const hr = stack.demoAdmins.find((a) => a.role === 'hr')!;
const broker = stack.demoAdmins.find((a) => a.role === 'broker')!;
const acme = demoEmployers.acme;
const trackerPath = `/admin/employers/${acme.id}`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The mails of each address once each has `count` (the outbox's sender runs from the stream).
 * When they do not come in time, it fails with what the admin outbox holds for those addresses
 * (each item's kind and status: pending, sending, sent, skipped), so a failure says whether the
 * sender never saw the items or took them and stopped.
 */
async function mailsOf(
  addresses: readonly string[],
  count: number,
  timeoutMs = 45_000,
): Promise<SentMail[][]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const stored = await storedMails(stack);
    const mails = addresses.map((a) => mailsFor(stored, a));
    if (mails.every((m) => m.length >= count)) return mails;
    if (Date.now() > until) {
      const { Items = [] } = await db.send(
        new QueryCommand({
          TableName: stack.tables.admin,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :outbox)',
          ExpressionAttributeValues: { ':pk': censusKey(acme.id, '').pk, ':outbox': 'OUTBOX#' },
        }),
      );
      const wanted = new Set(addresses.map((a) => a.toLowerCase()));
      const outbox = Items.filter((i) => wanted.has(String(i.to).toLowerCase())).map(
        (i) =>
          `${String(i.sk)}: ${String(i.status)}${i.claimedAt ? ` (claimed ${String(i.claimedAt)})` : ''}`,
      );
      throw new Error(
        `Not ${count} mail(s) to each of ${addresses.join(', ')} within ${timeoutMs} ms: ${mails
          .map((m) => m.length)
          .join(', ')}. Their outbox items:\n${outbox.join('\n') || '(none)'}`,
      );
    }
    await sleep(250);
  }
}

/** Dollars as an independent formatter writes cents: "$1,234.50". */
const dollars = (cents: number): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** Signs in at /admin/login with the password and the authenticator's code of a demo administrator. */
async function signIn(page: Page, who: typeof hr, landing: string): Promise<void> {
  await page.goto(`${stack.portalUrl}/admin/login`);
  await (await visible(page.getByLabel(componentTexts('email')))).fill(who.email);
  await page.getByLabel(adminTexts('passwordLabel')).fill(who.password);
  await page.getByRole('button', { name: adminTexts('continue') }).click();
  await (await visible(page.getByLabel(adminTexts('codeLabel')), 15_000)).fill(codeFor(who.secret));
  await page.getByRole('button', { name: adminTexts('verify') }).click();
  await atPath(page, landing, 20_000);
}

/** The member account Authorize Elections stored for the employee, read from DynamoDB by key. */
async function storedAccount(email: string, planYear: number) {
  const member = await new MemberReader(db, stack.tables.members as string).getByEmail(email);
  expect(member, `member ${email}`).toBeDefined();
  const { Item } = await db.send(
    new GetCommand({
      TableName: stack.tables.orders,
      Key: accountKey(member!.id, planYear),
      ConsistentRead: true,
    }),
  );
  expect(Item, `ACCOUNT#${planYear} of ${email}`).toBeDefined();
  return {
    memberId: member!.id,
    contributionCents: Item!.currentemployercontributionCents as number,
    deductionCents: Item!.currentpayrolldeductionCents as number,
    effectiveDate: String(Item!.effectivedate),
  };
}

eachLanguage((_name, viewport, locale, journey) => {
  journey(
    'census of six with one bad row, five invited; one registers from the e-mail and enrolls; the tracker, one reminder each, the payroll file to the cent, the activity log',
    { timeout: 240_000 },
    async () => {
      const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
      const names = ['ana', 'ben', 'chloe', 'dev', 'eve'];
      const emails = names.map((n) => `accept-${n}-${tag}@example.com`);
      const [ana, ...others] = emails as [string, ...string[]];
      const csv = [
        CENSUS_HEADER,
        `Ana,García,${ana},Salaried,2026-01-15,${locale}`,
        `Ben,Okafor,${emails[1]},,,`,
        `Bad,Row,not-an-email,,,`,
        `Chloé,Martin,${emails[2]},ALL,,en`,
        `Dev,Patel,${emails[3]},,2026-02-01,`,
        `Eve,Ng,${emails[4]},,,es`,
      ].join('\n');

      let admin: OpenPage | undefined;
      let employee: OpenPage | undefined;
      try {
        admin = await openPage(viewport);
        const { page } = admin;

        // 1. Census: the bad row shown with its number and message, nothing written; five invited.
        await signIn(page, hr, trackerPath);
        await page.getByRole('link', { name: adminTexts('navCensus'), exact: true }).click();
        await atPath(page, `${trackerPath}/census`);
        await visible(page.getByRole('link', { name: adminTexts('censusTemplate') }));
        await expectScreen(page, 'the census page');
        await page
          .getByLabel(adminTexts('censusFileLabel'))
          .setInputFiles({ name: 'census.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
        await page.getByRole('button', { name: adminTexts('censusCheck') }).click();
        await visible(
          page
            .getByRole('status')
            .filter({ hasText: adminTexts('censusSummary', { ready: 5, problems: 1 }) }),
        );
        const bad = page
          .getByRole('row')
          .filter({ has: page.getByRole('rowheader', { name: '4', exact: true }) });
        await visible(
          bad.getByText(
            adminTexts('censusRowMessage', {
              column: componentTexts('email'),
              message: adminApiMessagesIn(locale).censusEmailInvalid,
            }),
          ),
        );
        await expectScreen(page, 'the checked census');
        expect((await Promise.all(emails.map((e) => mailsTo(stack, e)))).flat()).toEqual([]);
        await page.getByRole('button', { name: adminTexts('censusInvite', { count: 5 }) }).click();
        await visible(
          page.getByRole('status').filter({ hasText: adminTexts('censusInvited', { invited: 5 }) }),
          20_000,
        );
        const invitations = await mailsOf(emails, 1);
        expect(invitations.map((m) => m.length)).toEqual([1, 1, 1, 1, 1]);

        // 2. Ana registers from her e-mail: the form comes filled with her name and e-mail.
        const link = /https?:\/\/\S+\/register\?\S+/.exec(invitations[0]![0]!.body.text ?? '')?.[0];
        expect(link, 'the invitation link').toBeDefined();
        employee = await openPage(viewport);
        const { page: form } = employee;
        await form.goto(link!);
        const first = await visible(form.getByLabel(componentTexts('firstName')), 15_000);
        await expect.poll(() => first.inputValue()).toBe('Ana');
        expect(await form.getByLabel(componentTexts('lastName')).inputValue()).toBe('García');
        expect(await form.getByLabel(registrationTexts('personalEmail')).inputValue()).toBe(ana);
        await form.getByLabel(componentTexts('phoneNumber')).fill('555-010-4477');
        await form.getByRole('checkbox').check();
        await expectScreen(form, 'registration from the invitation');
        await form.getByRole('button', { name: registrationTexts('registerAccount') }).click();
        await atPath(form, '/login', 20_000);
        await setPasswordThrough(stack, await confirmationLink(stack, ana));
        const login = await call<{ tokenResponse: { access_token: string } }>(
          stack.portalUrl,
          'POST',
          '/api/Login',
          {
            body: { email: ana, password: goodPassword },
          },
        );
        expect(login.status).toBe(200);
        const enrolled = await electAs(
          stack,
          acme,
          {
            email: ana,
            password: goodPassword,
            firstname: 'Ana',
            token: login.body.tokenResponse.access_token,
          },
          { kind: 'shop' },
        );
        const account = await storedAccount(ana, enrolled.planYear!);

        // 3. The tracker: every state counted; Ana enrolled in her census class with the stored
        // amounts, the four others invited.
        await page.getByRole('link', { name: adminTexts('navTracker'), exact: true }).click();
        await atPath(page, trackerPath);
        for (const state of [
          'stateNotStarted',
          'stateInvited',
          'stateRegistered',
          'stateProfile',
          'stateEnrolled',
          'stateWaived',
        ] as const)
          await visible(page.getByText(adminTexts(state), { exact: false }).first());
        await page.getByRole('searchbox', { name: adminTexts('searchLabel') }).fill(tag);
        await page.waitForURL((u) => u.searchParams.get('q') === tag, { timeout: 10_000 });
        const rowOf = (email: string) => page.getByRole('row').filter({ hasText: email });
        const anaRow = await visible(rowOf(ana), 15_000);
        await expect.poll(() => page.getByRole('row').count()).toBe(6);
        await visible(anaRow.getByText(adminTexts('stateEnrolled'), { exact: true }));
        await visible(anaRow.getByText('Salaried', { exact: true }));
        await visible(anaRow.getByText(dollars(account.contributionCents), { exact: true }));
        await visible(anaRow.getByText(dollars(account.deductionCents), { exact: true }));
        for (const email of others)
          await visible(rowOf(email).getByText(adminTexts('stateInvited'), { exact: true }));
        await expectScreen(page, 'the tracker');

        // 4. Remind the four: one e-mail each; a second Remind within 48 hours sends none and says so.
        const remindOthers = async () => {
          for (const email of others) {
            const box = rowOf(email).getByRole('checkbox');
            // Amplify draws the box over its visually hidden input: a click on the box, as a user's.
            if (!(await box.isChecked())) await rowOf(email).locator('.amplify-checkbox__button').click();
            await expect.poll(() => box.isChecked()).toBe(true);
          }
          await page.getByRole('button', { name: adminTexts('remindSelected') }).click();
        };
        await remindOthers();
        await visible(page.getByText(adminTexts('remindSent', { count: 4 })), 15_000);
        const reminded = await mailsOf(others, 2);
        await sleep(1500);
        expect((await Promise.all(others.map((e) => mailsTo(stack, e)))).map((m) => m.length)).toEqual(
          reminded.map(() => 2),
        );
        await remindOthers();
        await visible(
          page.getByText(
            `${adminTexts('remindSent', { count: 0 })} ${adminTexts('remindAlreadyReminded', { count: 4 })}`,
          ),
          15_000,
        );
        await expectScreen(page, 'the tracker after the reminders');
        await sleep(1500);
        expect((await Promise.all(others.map((e) => mailsTo(stack, e)))).map((m) => m.length)).toEqual([
          2, 2, 2, 2,
        ]);
        expect((await mailsTo(stack, ana)).some((m) => m.subject === reminded[0]![1]!.subject)).toBe(false);

        // 5. The payroll file of Ana's first month, produced and downloaded from the console.
        const period = account.effectiveDate.slice(0, 7);
        await page.getByRole('link', { name: adminTexts('navFiles'), exact: true }).click();
        await atPath(page, `${trackerPath}/files`);
        await page.getByLabel(adminTexts('colFileKind'), { exact: true }).selectOption('payroll');
        await page.getByLabel(adminTexts('periodLabel')).fill(period);
        await page.getByRole('button', { name: adminTexts('produceFile') }).click();
        const name = `payroll-${acme.accountid}-${period}.csv`;
        const downloadButton = page.getByRole('button', { name: adminTexts('downloadFile', { name }) });
        await visible(downloadButton, 20_000);
        // The form is done with its answer (the button enabled again, the files named) before the
        // scan judges the button's colours.
        await visible(page.getByRole('status').filter({ hasText: name }), 15_000);
        await expect
          .poll(() => page.getByRole('button', { name: adminTexts('produceFile') }).isEnabled())
          .toBe(true);
        await expectScreen(page, 'the files');
        const [download] = await Promise.all([
          page.waitForEvent('download', { timeout: 20_000 }),
          downloadButton.click(),
        ]);
        expect(download.suggestedFilename()).toBe(name);
        const rows = parse(readFileSync((await download.path())!, 'utf8'), {
          columns: true,
          bom: true,
        }) as Array<Record<string, string>>;
        const anaRows = rows.filter((r) => r.employee_id === account.memberId);
        expect(anaRows.length, `Ana's rows in ${name}`).toBeGreaterThan(0);
        for (const r of anaRows) {
          expect(Math.round(Number(r.employer_contribution) * 100)).toBe(account.contributionCents);
          expect(Math.round(Number(r.monthly_deduction) * 100)).toBe(account.deductionCents);
          expect(r.coverage_month).toBe(period);
        }

        // 6. The activity log lists each step of the journey.
        await page.getByRole('link', { name: adminTexts('navActivity'), exact: true }).click();
        await atPath(page, `${trackerPath}/activity`);
        const mine = page.getByRole('row').filter({ hasText: hr.email });
        for (const action of [
          'actionSignIn',
          'actionCensusUpload',
          'actionInvitation',
          'actionReminder',
          'actionFileProduced',
          'actionFileDownloaded',
        ] as const)
          await visible(mine.filter({ hasText: adminTexts(action) }).first(), 15_000);
        await expectScreen(page, 'the activity log');
        expect([...admin.errors, ...employee.errors]).toEqual([]);
      } finally {
        await admin?.context.close();
        await employee?.context.close();
      }
    },
  );
});

describe('a broker of two employers', () => {
  it('sees both employers and nothing of a third', async () => {
    const { context, page, errors } = await openPage({ width: 1280, height: 800 });
    try {
      await signIn(page, broker, '/admin');
      const links = page.getByRole('main').getByRole('link');
      await visible(links.filter({ hasText: demoEmployers.acme.accountname }));
      await visible(links.filter({ hasText: demoEmployers.greenMountain.accountname }));
      expect(await page.getByText(demoEmployers.frontRange.accountname).count()).toBe(0);
      await expectScreen(page, "the broker's employers");
      await page.goto(`${stack.portalUrl}/admin/employers/${demoEmployers.frontRange.id}`);
      await visible(page.getByText(adminTexts('notYourEmployer')), 15_000);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

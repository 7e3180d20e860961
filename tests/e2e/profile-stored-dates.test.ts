/**
 * A member whose saved dates of birth are impossible (1980-13-45 for the member, 2015-02-30 for a
 * child, written straight into DynamoDB Local as an older API let them be saved) can correct them
 * on the profile page, at 1280 and 390 px (issue 24, item 2): the page loads, both date fields show
 * the spec's message at once, and Save with real dates answers 'Saved Successfully' and stores
 * them, after which an election is priced again (no 409 about the date of birth).
 */
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Locator, Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import * as apiMessages from '../../shared/api-messages';
import { call } from '../helpers/http';
import { createMember, localClients, type TestMember } from '../abuse/support/members';
import { atPath, demoEmployers, eachWidth, openPage, useBrowser, visible } from './support';

const stack = inject('stack');
useBrowser();
const endpoints = { ...stack, region: stack.handlerEnv.AWS_REGION };
const { db } = localClients(endpoints);

/** A member of Acme with a saved profile (Hoboken, NJ) and one child, through the API. */
async function memberWithProfile(prefix: string): Promise<TestMember> {
  const member = await createMember(endpoints, demoEmployers.acme, prefix);
  const read = await call(stack.portalUrl, 'GET', '/api/Member/GetMember', { token: member.token });
  const version = (read.body.data as { version?: number }).version;
  const body = {
    member: {
      firstname: member.firstname,
      lastname: member.lastname,
      address1: '221 Washington Street',
      address2: null,
      city: 'Hoboken',
      stateorprovince: 'NJ',
      postalcode: '07030',
      county: 'Hudson',
      phonenumber: '201-555-0100',
      birthdate: '1985-03-14',
      gender: 'Female',
      istobaccouser: 'No',
      additionalid: '987654326',
    },
    dependents: [
      {
        id: '00000000-0000-0000-0000-000000000000',
        firstname: 'Sam',
        lastname: 'Example',
        dateofbirth: '2015-06-01',
        gender: 'Male',
        relationship: 'child',
        istobaccouser: 'false',
        additionalid: '987654326',
      },
    ],
    ...(version === undefined ? {} : { version }),
  };
  const saved = await call(stack.portalUrl, 'PUT', '/api/Member/Profile', { token: member.token, body });
  expect(saved.status, saved.text).toBe(200);
  return member;
}

async function corrupt(member: TestMember): Promise<void> {
  const pk = `MEMBER#${member.id.toLowerCase()}`;
  await db.send(
    new UpdateCommand({
      TableName: stack.tables.members,
      Key: { pk, sk: 'PROFILE' },
      UpdateExpression: 'SET birthdate = :d',
      ExpressionAttributeValues: { ':d': '1980-13-45' },
    }),
  );
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: stack.tables.dependents,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :d)',
      ExpressionAttributeValues: { ':pk': pk, ':d': 'DEPENDENT#' },
    }),
  );
  for (const d of Items)
    await db.send(
      new UpdateCommand({
        TableName: stack.tables.dependents,
        Key: { pk, sk: String(d.sk) },
        UpdateExpression: 'SET dateofbirth = :d',
        ExpressionAttributeValues: { ':d': '2015-02-30' },
      }),
    );
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 840;
const dependentDate = (page: Page): Locator =>
  isPhone(page)
    ? page.getByRole('listitem', { name: 'Dependent #1' }).getByLabel('Date of Birth', { exact: false })
    : page.getByLabel('Dependent #1 Date of Birth');

eachWidth('a profile with impossible saved dates at %s', (_name, viewport) => {
  it('shows both dates flagged on load and is repaired by Save', async () => {
    const member = await memberWithProfile('Dates');
    await corrupt(member);
    const { page, errors } = await openPage(viewport);
    await page.goto(`${stack.portalUrl}/login?employer_id=${demoEmployers.acme.id}`);
    await (await visible(page.getByLabel('E-mail'))).fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await atPath(page, '/profile', 20_000);

    // Both fields carry the spec's message before anything is touched.
    const flagged = page.getByText(apiMessages.dobRange, { exact: true });
    await expect.poll(() => flagged.count(), { timeout: 15_000 }).toBe(2);

    await page.locator('input[name="birthdate"]').fill('1985-06-15');
    await dependentDate(page).fill('2015-06-01');
    await expect.poll(() => flagged.count()).toBe(0);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Saved Successfully' }));
    await dialog.getByRole('button', { name: 'OK' }).click();

    const read = await call(stack.portalUrl, 'GET', '/api/Member/GetMember', { token: member.token });
    expect((read.body.data as { birthdate: string }).birthdate).toBe('1985-06-15');
    const dependents = await call(stack.portalUrl, 'GET', `/api/Dependent/${member.id}`, {
      token: member.token,
    });
    expect((dependents.body.dependents as { dateofbirth: string }[]).map((d) => d.dateofbirth)).toEqual([
      '2015-06-01',
    ]);
    // Pricing reads the repaired dates: whatever the answer, it is not about a date of birth.
    const affordability = await call(
      stack.portalUrl,
      'GET',
      `/api/EmployerContribution/Affordability/${new Date().getUTCFullYear() + 1}?householdIncome=65000`,
      { token: member.token },
    );
    expect(affordability.status, affordability.text).toBeLessThan(500);
    expect(affordability.body.message).not.toBe(apiMessages.storedBirthdateInvalid);
    expect(errors).toEqual([]);
  });
});

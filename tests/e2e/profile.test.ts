/**
 * The profile step of the enrollment builder (spec builder sections 2–5), walked at desktop width
 * (1280 px), each screen and modal checked at 1280 and 390 px by resizing the page (axe, no
 * sideways scrolling, `<html lang>`; support.ts `expectScreen`); the dependents are typed in the
 * desktop's table, edited and deleted in the phone's cards (840 px or less) and read back in both:
 * the multi-county ZIP 08540 with its county chooser (typed as the 4-digit 8540, padded), each
 * profile check message, a spouse and two children added, edited and deleted, Save → 'Saved
 * Successfully' and a reload keeping it, a failed save keeping what was typed, Next off for an
 * employer with employeazecustomer 0 and on for the others, Next reaching the sub-steps with the
 * step indicator following, the top bar's links, and axe on the page, its modals and the frame.
 */
import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import * as apiMessages from '../../shared/api-messages';
import { call } from '../helpers/http';
import { accessToken } from '../integration/access-helpers';
import {
  atBothWidths,
  atPath,
  createMember,
  demoEmployers,
  expectScreen,
  openPage,
  useBrowser,
  viewports,
  visible,
  type DemoEmployer,
  type Member,
  type OpenPage,
} from './support';

const stack = inject('stack');
useBrowser();

/** The test's context: opened by `openProfile`, closed after the test whatever its outcome. */
let open: OpenPage | undefined;
afterEach(async () => {
  await open?.context.close();
  open = undefined;
});

/**
 * Signs in a new member of `employer` from the employer's link, so the portal knows the employer;
 * the context is closed after the test.
 */
async function openProfile(
  viewport: { width: number; height: number },
  tag: string,
  employer: DemoEmployer = demoEmployers.acme,
): Promise<OpenPage & { member: Member }> {
  const member = await createMember(stack, tag, 'Robin', employer);
  const opened = await openPage(viewport);
  open = opened;
  const { page } = opened;
  await page.goto(`${stack.portalUrl}/login?employer_id=${employer.id}`);
  await (await visible(page.getByLabel('E-mail'))).fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await atPath(page, '/profile', 20_000);
  await visible(page.getByRole('heading', { name: 'Welcome to your Benefits Package Creator' }), 15_000);
  return { ...opened, member };
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 840;

/** A dependent's field: a cell of row N in the table, or a field of card N at 840 px or less. */
function dependentField(page: Page, n: number, label: string): Locator {
  return isPhone(page)
    ? page.getByRole('listitem', { name: `Dependent #${n}` }).getByLabel(label, { exact: false })
    : page.getByLabel(`Dependent #${n} ${label}`);
}

async function alertSays(page: Page, text: string): Promise<void> {
  await visible(page.getByRole('alert').filter({ hasText: text }));
}

const radio = (page: Page, group: string, option: string) =>
  page.getByRole('radiogroup', { name: group }).getByRole('radio', { name: option, exact: true });

/** Chooses a radio by its visible label (the kit draws its own circle over a visually hidden input). */
const choose = (page: Page, group: string, option: string) =>
  page.getByRole('radiogroup', { name: group }).getByText(option, { exact: true }).click();

/** Fills the member's own fields with valid values (ZIP 07030: one county, Hudson NJ). */
async function fillMember(page: Page, ssn = ['987', '65', '4321']): Promise<void> {
  await page.getByLabel('Home Address').fill('12 Main Street');
  await page.getByLabel('Telephone').fill('201-555-0100');
  await page.getByLabel('Zip Code').fill('07030');
  await expect.poll(() => page.getByLabel('County').inputValue()).toBe('Hudson');
  await page.getByLabel('Date of Birth').fill('1985-06-15');
  for (const [i, part] of ['first 3', 'middle 2', 'last 4'].entries())
    await page.getByLabel(`SSN, ${part} digits`).fill(ssn[i]!);
  await choose(page, 'Gender', 'Female');
  await choose(page, 'Tobacco User', 'No');
}

interface DependentValues {
  first: string;
  last: string;
  dob: string;
  gender: 'male' | 'female';
  relation: 'spouse' | 'child';
  smoker: 'yes' | 'no';
  ssn: string;
}

async function fillDependent(page: Page, n: number, d: DependentValues): Promise<void> {
  await dependentField(page, n, 'First Name').fill(d.first);
  await dependentField(page, n, 'Last Name').fill(d.last);
  await dependentField(page, n, 'Date of Birth').fill(d.dob);
  await dependentField(page, n, 'Gender').selectOption(d.gender);
  await dependentField(page, n, 'Relation').selectOption(d.relation);
  await dependentField(page, n, 'Smoker').selectOption(d.smoker);
  await dependentField(page, n, 'SSN').fill(d.ssn);
}

async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = await visible(page.getByRole('dialog', { name: 'Saved Successfully' }));
  await dialog.getByRole('button', { name: 'OK' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The width these journeys are walked at; every screen is checked at both. */
const viewport = viewports.desktop;

describe('profile, walked at desktop width, each screen checked at 1280 and 390 px', () => {
  it(
    "pads the 4-digit ZIP 8540 to 08540, asks for its county with a chooser that only a choice closes, and saves a spouse and two children (typed in the desktop's table, edited in the phone's cards)",
    { timeout: 120_000 },
    async () => {
      const { page, errors } = await openProfile(viewport, 'profile-zip');
      await expectScreen(page, 'profile with the frame');
      const zip = page.getByLabel('Zip Code');
      await zip.fill('8540');
      await zip.blur();
      const chooser = await visible(page.getByRole('dialog', { name: 'Select a county' }));
      expect(await zip.inputValue()).toBe('08540');
      // 08540 lies in three counties; the chooser has no close icon and Escape does not close it.
      const counties = chooser.getByRole('button');
      expect(await counties.count()).toBe(3);
      expect(await chooser.getByRole('button', { name: 'Close' }).count()).toBe(0);
      await expectScreen(page, 'county chooser');
      await page.keyboard.press('Escape');
      await expect.poll(() => chooser.isVisible()).toBe(true);
      await chooser.getByRole('button', { name: 'Middlesex' }).click();
      await chooser.waitFor({ state: 'hidden' });
      expect(await page.getByLabel('County').inputValue()).toBe('Middlesex');
      expect(await page.getByLabel('State').inputValue()).toBe('NJ');
      expect(await page.getByLabel('City').inputValue()).not.toBe('');
      expect(await page.getByLabel('City').getAttribute('readonly')).not.toBeNull();

      await page.getByLabel('Home Address').fill('1 Nassau Street');
      await page.getByLabel('Telephone').fill('609-555-0101');
      await page.getByLabel('Date of Birth').fill('1980-02-29');
      for (const [i, part] of ['first 3', 'middle 2', 'last 4'].entries())
        await page.getByLabel(`SSN, ${part} digits`).fill(['987', '65', '4322'][i]!);
      await choose(page, 'Gender', 'Male');
      await choose(page, 'Tobacco User', 'Yes');

      // The additional enrollment information.
      await page.getByRole('button', { name: 'Additional Enrollment Information' }).click();
      const extra = await visible(
        page.getByRole('dialog', { name: 'Enter Additional Enrollment Information' }),
      );
      await extra.getByLabel('Primary Care Physician Name').fill('Dr. Ada Park');
      await extra.getByLabel('Primary Care Physician ID').fill('PCP-77');
      await extra.getByText('Yes', { exact: true }).click();
      await expectScreen(page, 'additional enrollment information');
      await extra.getByRole('button', { name: 'Done' }).click();
      await extra.waitFor({ state: 'hidden' });

      // A spouse and two children.
      const add = page.getByRole('button', { name: '+ Add Dependent' });
      for (let i = 0; i < 3; i++) await add.click();
      // A new row's 1900 placeholder date shows blank.
      expect(await dependentField(page, 1, 'Date of Birth').inputValue()).toBe('');
      await fillDependent(page, 1, {
        first: 'Sam',
        last: 'Tester',
        dob: '1982-07-01',
        gender: 'female',
        relation: 'spouse',
        smoker: 'no',
        ssn: '987654323',
      });
      // At most one spouse: the other rows cannot choose it.
      expect(await dependentField(page, 2, 'Relation').locator('option[value="spouse"]').isDisabled()).toBe(
        true,
      );
      await fillDependent(page, 2, {
        first: 'Ari',
        last: 'Tester',
        dob: '2012-03-04',
        gender: 'male',
        relation: 'child',
        smoker: 'no',
        ssn: '987654324',
      });
      await fillDependent(page, 3, {
        first: 'Bea',
        last: 'Tester',
        dob: '2015-09-10',
        gender: 'female',
        relation: 'child',
        smoker: 'no',
        ssn: '987654325',
      });
      await expectScreen(page, 'dependents filled');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const saved = await visible(page.getByRole('dialog', { name: 'Saved Successfully' }));
      await expectScreen(page, 'saved modal');
      await saved.getByRole('button', { name: 'OK' }).click();
      await saved.waitFor({ state: 'hidden' });
      // Saved SSNs come back as their last four digits only.
      await visible(page.getByText('On file: ***-**-4322'));

      // Edit the first child, delete the second, save again: in the phone's cards.
      await page.setViewportSize(viewports.phone);
      await visible(page.getByRole('listitem', { name: 'Dependent #3' }));
      await dependentField(page, 2, 'First Name').fill('Ariel');
      await page.getByRole('button', { name: 'Delete dependent #3' }).click();
      await save(page);
      await page.setViewportSize(viewport);

      await page.reload();
      await visible(page.getByRole('heading', { name: 'Welcome to your Benefits Package Creator' }));
      expect(await page.getByLabel('Zip Code').inputValue()).toBe('08540');
      expect(await page.getByLabel('County').inputValue()).toBe('Middlesex');
      expect(await page.getByLabel('Home Address').inputValue()).toBe('1 Nassau Street');
      expect(await radio(page, 'Tobacco User', 'Yes').isChecked()).toBe(true);
      await visible(page.getByText('On file: ***-**-4322'));
      // The dependents read back in the desktop's table and in the phone's cards.
      await atBothWidths(page, async (width) => {
        expect(await dependentField(page, 1, 'First Name').inputValue(), width).toBe('Sam');
        expect(await dependentField(page, 1, 'Relation').inputValue(), width).toBe('spouse');
        expect(await dependentField(page, 2, 'First Name').inputValue(), width).toBe('Ariel');
        expect(await dependentField(page, 2, 'Date of Birth').inputValue(), width).toBe('2012-03-04');
        expect(await page.getByLabel(/Dependent #3/).count(), width).toBe(0);
        expect(await page.getByRole('listitem', { name: 'Dependent #3' }).count(), width).toBe(0);
        await visible(page.getByText('***-**-4323', { exact: false }));
      });
      // The additional information was saved with the profile.
      await page.getByRole('button', { name: 'Additional Enrollment Information' }).click();
      const again = await visible(
        page.getByRole('dialog', { name: 'Enter Additional Enrollment Information' }),
      );
      expect(await again.getByLabel('Primary Care Physician Name').inputValue()).toBe('Dr. Ada Park');
      await again.getByRole('button', { name: 'Cancel' }).click();
      expect(errors).toEqual([]);
    },
  );

  it('shows each profile check message in the spec words', { timeout: 120_000 }, async () => {
    const { page, errors } = await openProfile(viewport, 'profile-checks');
    // Errors show only once a field was touched.
    const first = page.getByLabel('First Name');
    expect(await page.getByText('First Name is required').count()).toBe(0);
    await first.fill('');
    await first.blur();
    await visible(page.getByText('First Name is required'));
    const last = page.getByLabel('Last Name');
    await last.fill('');
    await last.blur();
    await visible(page.getByText('Last Name is required'));
    await first.fill('Robin');
    await last.fill('Tester');

    // ZIP: empty, short, unknown.
    const zip = page.getByLabel('Zip Code');
    await zip.focus();
    await zip.blur();
    await alertSays(page, 'Enter the ZipCode');
    await zip.fill('12a3');
    expect(await zip.inputValue()).toBe('123');
    await zip.blur();
    await alertSays(page, 'Please check your Zip Code');
    await visible(page.getByText('Please check the zipCode'));
    await zip.fill('00000');
    await alertSays(page, 'Invalid or non-existent zip code');

    await fillMember(page);
    // The member's date of birth out of range.
    await page.getByLabel('Date of Birth').fill('1935-01-01');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await alertSays(page, 'DOB must be between 1941-01-01 and today.');
    await page.getByLabel('Date of Birth').fill('1985-06-15');

    // A dependent's date of birth out of range.
    await page.getByRole('button', { name: '+ Add Dependent' }).click();
    await dependentField(page, 1, 'Date of Birth').fill('1930-01-01');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await alertSays(page, 'Dependent #1 DOB must be between 1941-01-01 and today.');
    await dependentField(page, 1, 'Date of Birth').fill('2010-01-01');

    // The SSN parts.
    await page.getByLabel('SSN, middle 2 digits').fill('6');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await alertSays(page, 'Please enter a valid Social Security Number.');
    await visible(page.getByText('Please enter a valid social security number', { exact: true }));
    await page.getByLabel('SSN, middle 2 digits').fill('65');

    // The second pass: every missing field in 'Message for You'.
    await page.getByLabel('Home Address').fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const message = await visible(page.getByRole('dialog', { name: 'Message for You' }));
    await visible(message.getByText('Please enter all required fields. Missing fields are:'));
    const items = await message.getByRole('listitem').allInnerTexts();
    expect(items).toEqual([
      'Home Address',
      'Dependent #1 First Name',
      'Dependent #1 Last Name',
      'Dependent #1 Gender',
      'Dependent #1 Smoker',
      'not a valid social security number in dependent #1',
    ]);
    await expectScreen(page, 'missing fields modal');
    await message.getByRole('button', { name: 'OK' }).click();
    await message.waitFor({ state: 'hidden' });

    // The tobacco answer: a member saved without one (a fresh profile has none) is asked for it.
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByLabel('Home Address').inputValue()).toBe('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await alertSays(page, 'Please select yes or no for Smoker field and try again!');

    // The SSN '?' explanation.
    await page.getByRole('button', { name: 'Why we ask for your SSN' }).click();
    const help = await visible(
      page.getByRole('dialog', { name: 'Why do we need your Social Security Number?' }),
    );
    await expectScreen(page, 'SSN explanation');
    await help.getByRole('button', { name: 'OK' }).click();
    await help.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });

  it('keeps what was typed and says why when the save fails', { timeout: 90_000 }, async () => {
    const { page } = await openProfile(viewport, 'profile-fail');
    await fillMember(page);
    await page.route('**/api/Member/Profile', (route) =>
      route.fulfill({
        status: 503,
        json: { success: false, message: 'Something went wrong.', requestId: 'test' },
      }),
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await alertSays(page, 'Your profile could not be saved. What you typed is still here: please try again.');
    expect(await page.getByLabel('Home Address').inputValue()).toBe('12 Main Street');
    expect(await page.getByLabel('County').inputValue()).toBe('Hudson');
    expect(await page.getByLabel('SSN, last 4 digits').inputValue()).toBe('4321');
    expect(await page.getByRole('dialog', { name: 'Saved Successfully' }).count()).toBe(0);
  });

  it(
    "a save from a stale page says to reload and overwrites nothing; the other tab's write stays",
    { timeout: 90_000 },
    async () => {
      const { page, member, errors } = await openProfile(viewport, 'profile-stale');
      await fillMember(page);
      await save(page);
      // Another tab (the cart's PCP form) writes the member after this page read it.
      const token = await accessToken(stack, member.email, member.password);
      type Read = { data: Record<string, unknown> & { version: number } };
      const read = async () =>
        (await call<Read>(stack.portalUrl, 'GET', '/api/Member/GetMember', { token })).body.data;
      const pcp = await call(stack.portalUrl, 'PUT', '/api/Member/Pcp', {
        token,
        body: {
          pcpname: 'Dr. Ortiz',
          pcpid: 'P-1234',
          existingpatient: 'yes',
          version: (await read()).version,
        },
      });
      expect(pcp.status, JSON.stringify(pcp.body)).toBe(200);

      await page.getByLabel('Telephone').fill('201-555-0111');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await alertSays(page, apiMessages.profileChanged);
      // What was typed stays; nothing of this page was written, the other tab's PCP stays.
      expect(await page.getByLabel('Telephone').inputValue()).toBe('201-555-0111');
      expect(await page.getByRole('dialog', { name: 'Saved Successfully' }).count()).toBe(0);
      expect(await read()).toMatchObject({ phonenumber: '201-555-0100', pcpname: 'Dr. Ortiz' });

      // Reloaded, the page reads the new version and its save lands, keeping the PCP.
      await page.reload();
      await visible(page.getByRole('heading', { name: 'Welcome to your Benefits Package Creator' }), 15_000);
      await page.getByLabel('Telephone').fill('201-555-0111');
      await save(page);
      expect(await read()).toMatchObject({ phonenumber: '201-555-0111', pcpname: 'Dr. Ortiz' });
      expect(errors).toEqual([]);
    },
  );

  it(
    'turns Next off for Green Mountain (employeazecustomer 0) and says why and whom to contact',
    { timeout: 90_000 },
    async () => {
      const { page, errors } = await openProfile(viewport, 'profile-gm', demoEmployers.greenMountain);
      const next = page.getByRole('button', { name: 'Next' });
      expect(await next.isDisabled()).toBe(true);
      await visible(page.getByText(/Green Mountain Outfitters has not opened online enrollment/));
      await visible(page.getByText(/people@greenmountain\.example\.com/));
      // Save still works.
      await fillMember(page);
      await save(page);
      expect(await next.isDisabled()).toBe(true);
      await expectScreen(page, 'profile with Next off');
      expect(errors).toEqual([]);
    },
  );

  it('keeps Next on for Front Range (employeazecustomer 2)', { timeout: 90_000 }, async () => {
    const { page } = await openProfile(viewport, 'profile-fr', demoEmployers.frontRange);
    expect(await page.getByRole('button', { name: 'Next' }).isEnabled()).toBe(true);
    expect(await page.getByText(/has not opened online enrollment/).count()).toBe(0);
  });

  it(
    'Next saves and goes to the contributions sub-step once, and the step indicator marks the profile done',
    { timeout: 90_000 },
    async () => {
      const { page, errors } = await openProfile(viewport, 'profile-next');
      await fillMember(page);
      const saves: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'PUT' && r.url().endsWith('/api/Member/Profile')) saves.push(r.url());
      });
      const next = page.getByRole('button', { name: 'Next' });
      await next.click();
      await next.click({ timeout: 500 }).catch(() => undefined);
      await atPath(page, '/enrollment/contributions');
      expect(saves).toHaveLength(1);
      const steps = page.getByRole('navigation', { name: 'Enrollment steps' }).filter({ visible: true });
      await visible(steps.first());
      await visible(
        steps.first().locator('[aria-current="step"]').filter({ hasText: 'Choose Your Benefits' }),
      );
      // The completed profile step is a link back.
      await steps
        .first()
        .getByRole('link', { name: /Profile/ })
        .click();
      await atPath(page, '/profile');
      await visible(page.getByText('On file: ***-**-4321'));
      expect(errors).toEqual([]);
    },
  );

  it('top bar: My Coverage, Contact Us, the greeting and Sign Out', { timeout: 90_000 }, async () => {
    const { page, errors } = await openProfile(viewport, 'profile-topbar');
    await visible(page.locator('#main').getByText('Hello, Robin'));
    expect(await page.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact-us');
    const coverage = page.getByRole('combobox', { name: 'My Coverage' });
    await coverage.selectOption('documents');
    const docs = await visible(page.getByRole('dialog', { name: 'View Your ICHRA Documents' }));
    await visible(docs.getByRole('link').first());
    await expectScreen(page, 'documents modal');
    await docs.getByRole('button', { name: 'Close' }).click();
    await docs.waitFor({ state: 'hidden' });
    await coverage.selectOption('plan');
    await atPath(page, '/health-plan');
    await page.goBack();
    await atPath(page, '/profile');
    // The top bar's own Sign Out (the portal header has one too).
    await (await visible(page.locator('#main').getByRole('button', { name: 'Sign Out' }))).click();
    await atPath(page, '/login', 15_000);
    expect(errors).toEqual([]);
  });
});

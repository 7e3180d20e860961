/**
 * The profile form's model (frontend/src/features/profile/profile-form.ts): the saved member and
 * dependents as the screen shows them (a 1900 date blank, SSNs as last four), the request it
 * sends (a 4-digit ZIP padded, an SSN on file kept when not re-entered), and the profile checks
 * of spec builder section 5 in their order, with their messages.
 */
import { describe, expect, it } from 'vitest';
import {
  checkProfile,
  firstCheckFailure,
  formFromSaved,
  missingFields,
  newDependent,
  toRequest,
  type ProfileForm,
} from '../../frontend/src/features/profile/profile-form';
import type { Dependent } from '../../shared/schemas/dependent';
import type { Member } from '../../shared/schemas/member';
import { ZERO_GUID } from '../../shared/schemas/profile';

const now = new Date('2026-06-01T12:00:00Z');

const member: Member = {
  id: '11111111-1111-4111-8111-111111111111',
  accountid: 'ACME-001',
  employer_id: '22222222-2222-4222-8222-222222222222',
  firstname: 'Robin',
  lastname: 'Tester',
  address1: '12 Main Street',
  address2: null,
  city: 'Hoboken',
  stateorprovince: 'NJ',
  postalcode: '07030',
  county: 'Hudson',
  emailaddress: null,
  personalemailaddress: 'robin@example.com',
  phonenumber: '201-555-0100',
  birthdate: '1985-06-15',
  gender: 'Female',
  istobaccouser: 'No',
  additionalid: '***-**-4321',
  origination: 1,
  relationship: 0,
  status: 'active',
  contributionclass: 'ALL',
  currentplanid: null,
  currentplanyear: null,
  pcpname: null,
  pcpid: null,
  existingpatient: null,
  ispasswordchanged: 'true',
  createdon: '2026-01-01T00:00:00Z',
  createdby: 'x',
  modifiedon: null,
  modifiedby: null,
  version: 3,
};

const spouse: Dependent = {
  id: '22222222-2222-4222-8222-222222222222',
  memberid: member.id,
  firstname: 'Sam',
  lastname: 'Tester',
  dateofbirth: '1982-07-01',
  gender: 'Male',
  relationship: 'spouse',
  istobaccouser: 'false',
  additionalid: '***-**-4323',
};

const saved = (): ProfileForm => formFromSaved(member, [spouse]);

describe('formFromSaved', () => {
  it('shows SSNs as their last four digits and keeps the member SSN unless re-entered', () => {
    const form = saved();
    expect(form.ssnOnFile).toBe('4321');
    expect(form.ssnEditing).toBe(false);
    expect(form.dependents[0]).toMatchObject({ ssnOnFile: '4323', ssn: '', gender: 'male', smoker: 'no' });
    const body = toRequest(form) as {
      member: Record<string, unknown>;
      dependents: Record<string, unknown>[];
    };
    expect(body.member).not.toHaveProperty('additionalid');
    expect(body.dependents[0]).not.toHaveProperty('additionalid');
  });

  it('shows a 1900 placeholder date blank, for the member and a new dependent', () => {
    expect(formFromSaved({ ...member, birthdate: '1900-01-01' }, []).birthdate).toBe('');
    expect(newDependent()).toMatchObject({ id: ZERO_GUID, dateofbirth: '', relationship: 'child' });
  });
});

describe('toRequest', () => {
  it('pads a 4-digit ZIP with a leading 0 and maps the screen answers to the server forms', () => {
    const form = { ...saved(), postalcode: '8540', tobacco: 'yes' as const };
    const body = toRequest(form) as {
      member: Record<string, unknown>;
      dependents: Record<string, unknown>[];
    };
    expect(body.member).toMatchObject({ postalcode: '08540', istobaccouser: 'Yes', gender: 'Female' });
    expect(body.dependents[0]).toMatchObject({ gender: 'Male', istobaccouser: 'false' });
  });

  it('sends back the member version the form was read at, so a save from a stale page is refused', () => {
    expect(toRequest(saved())).toMatchObject({ version: 3 });
    const result = checkProfile(saved(), now);
    expect(result.ok && result.body.version).toBe(3);
  });
});

describe('the profile checks (spec section 5)', () => {
  it('accepts a complete profile and gives the body to send', () => {
    const result = checkProfile(saved(), now);
    expect(result.ok).toBe(true);
  });

  it.each([
    [
      'member DOB before 1941',
      (f: ProfileForm) => ({ ...f, birthdate: '1940-12-31' }),
      'DOB must be between 1941-01-01 and today.',
    ],
    [
      'member DOB after today',
      (f: ProfileForm) => ({ ...f, birthdate: '2026-06-02' }),
      'DOB must be between 1941-01-01 and today.',
    ],
    [
      'no tobacco answer',
      (f: ProfileForm) => ({ ...f, tobacco: '' as const }),
      'Please select yes or no for Smoker field and try again!',
    ],
    [
      'dependent DOB out of range',
      (f: ProfileForm) => ({
        ...f,
        dependents: [f.dependents[0]!, { ...f.dependents[0]!, dateofbirth: '1930-01-01' }],
      }),
      'Dependent #2 DOB must be between 1941-01-01 and today.',
    ],
    [
      'SSN parts incomplete',
      (f: ProfileForm) => ({ ...f, ssnEditing: true, ssn: ['987', '6', '4321'] as ProfileForm['ssn'] }),
      'Please enter a valid Social Security Number.',
    ],
  ])('%s: %s', (_name, change, message) => {
    expect(firstCheckFailure(change(saved()), now)).toBe(message);
    expect(checkProfile(change(saved()), now)).toEqual({ ok: false, kind: 'check', message });
  });

  it('lists every missing field but apt, then per dependent, in the Message for You pass', () => {
    const form: ProfileForm = {
      ...saved(),
      address1: '',
      address2: '',
      lastname: '-',
      dependents: [{ ...newDependent(), firstname: 'Ari', dateofbirth: '2012-03-04' }],
    };
    expect(missingFields(form)).toEqual([
      'Last Name',
      'Home Address',
      'Dependent #1 Last Name',
      'Dependent #1 Gender',
      'Dependent #1 Smoker',
      'not a valid social security number in dependent #1',
    ]);
    expect(checkProfile(form, now)).toMatchObject({ ok: false, kind: 'missing' });
  });

  it('refuses a second spouse with the schema message', () => {
    const form = {
      ...saved(),
      dependents: [...saved().dependents, { ...saved().dependents[0]!, id: ZERO_GUID, ssn: '987654329' }],
    };
    expect(checkProfile(form, now)).toMatchObject({
      ok: false,
      kind: 'invalid',
      message: 'Only one dependent can be your spouse.',
    });
  });
});

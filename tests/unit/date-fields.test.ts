/**
 * Every date a route accepts is a real calendar date, through the one date type of
 * shared/schemas/common.ts (issue 24, item 2); a date of birth is also within 1941-01-01..today
 * with the spec's message. The date fields are found in each route's example request (any value
 * shaped YYYY-MM-DD in the body, path or query), so a new route's dates are covered without
 * editing this file. The profile form, which validates with the same schemas, flags an impossible
 * date read back from storage.
 */
import { describe, expect, it } from 'vitest';
import * as apiMessages from '../../shared/api-messages';
import { dateOfBirth, isoDate } from '../../shared/schemas/common';
import { routeKey, routes, type RouteDef } from '../../shared/routes';
import type { Dependent } from '../../shared/schemas/dependent';
import type { Member } from '../../shared/schemas/member';
import {
  checkProfile,
  fieldErrors,
  formFromSaved,
  savedDatesToCorrect,
} from '../../frontend/src/features/profile/profile-form';
import { profileTexts } from '../../frontend/src/features/profile/texts';
import { exampleRequest, type RequestParts } from '../abuse/support/examples';

const IMPOSSIBLE = ['2023-02-29', '1980-13-45', '2015-02-30', '2025-04-31', '1990-00-10', '1990-01-00'];

describe('the date type of the shared schemas', () => {
  it('accepts real calendar dates, 29 February of a leap year included', () => {
    for (const d of ['2024-02-29', '2000-02-29', '1999-12-31', '2027-01-01'])
      expect(isoDate.safeParse(d).success, d).toBe(true);
  });

  it('refuses dates that do not exist and other shapes', () => {
    for (const d of [...IMPOSSIBLE, '1900-02-29', '2024-2-29', '20240229', '2024-02-29T00:00:00Z', ''])
      expect(isoDate.safeParse(d).success, d).toBe(false);
  });

  it('takes a date of birth within 1941-01-01..today, with the spec message otherwise', () => {
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    for (const d of ['1941-01-01', '2024-02-29', today])
      expect(dateOfBirth.safeParse(d).success, d).toBe(true);
    for (const d of ['1940-12-31', tomorrow, ...IMPOSSIBLE]) {
      const result = dateOfBirth.safeParse(d);
      expect(result.success, d).toBe(false);
      expect(result.error?.issues[0]?.message, d).toBe(apiMessages.dobRange);
    }
    expect(dateOfBirth.safeParse('').error?.issues[0]?.message).toBe(apiMessages.dobRequired);
  });
});

type Part = 'body' | 'path' | 'query';
interface DateField {
  part: Part;
  path: (string | number)[];
}

/** Every value shaped YYYY-MM-DD in a request, with where it sits. */
function dateFields(req: RequestParts): DateField[] {
  const out: DateField[] = [];
  const visit = (value: unknown, part: Part, path: (string | number)[]): void => {
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) out.push({ part, path });
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value))
        visit(v, part, [...path, Array.isArray(value) ? Number(k) : k]);
  };
  for (const part of ['body', 'path', 'query'] as const) visit(req[part], part, []);
  return out;
}

function withValue(req: RequestParts, field: DateField, value: string): RequestParts {
  const copy = structuredClone(req) as Record<Part, unknown>;
  let at = copy as unknown as Record<string | number, unknown>;
  const keys: (string | number)[] = [field.part, ...field.path];
  for (const k of keys.slice(0, -1)) at = at[k] as Record<string | number, unknown>;
  at[keys.at(-1) as string | number] = value;
  return copy as RequestParts;
}

const ctx = {
  memberId: '6f1c2a9e-4b7d-4c1e-9a3f-2d5b8e0c7a41',
  accountid: 'ACME-001',
  employerId: '6f1c2a9e-4b7d-4c1e-9a3f-2d5b8e0c7a42',
  ssn: '987654321',
};
const withDates = (routes as readonly RouteDef[])
  .map((r) => [routeKey(r), r, exampleRequest(r, ctx)] as const)
  .filter(([, , req]) => dateFields(req).length > 0);

describe('every date field of every route', () => {
  it('is found on the routes that carry dates (the generator sees them)', () => {
    const keys = withDates.map(([k]) => k);
    for (const k of [
      'PUT /api/Member/Profile',
      'POST /api/Dependent',
      'POST /api/Order',
      'POST /api/HealthPlanQuote',
    ])
      expect(keys).toContain(k);
  });

  describe.each(withDates)('%s', (_key, r, req) => {
    it.for(IMPOSSIBLE)('refuses %s in each date field', (bad) => {
      for (const field of dateFields(req)) {
        const schema = r.request[field.part];
        const sent = withValue(req, field, bad);
        const result = schema?.safeParse(sent[field.part] ?? {});
        expect(result?.success, `${field.part}.${field.path.join('.')} = ${bad}`).toBe(false);
      }
    });
  });
});

describe('the profile form with an impossible date read back from storage', () => {
  const member = {
    id: ctx.memberId,
    firstname: 'Casey',
    lastname: 'Example',
    address1: '221 Washington Street',
    address2: null,
    city: 'Hoboken',
    stateorprovince: 'NJ',
    postalcode: '07030',
    county: 'Hudson',
    phonenumber: '201-555-0100',
    birthdate: '1980-13-45',
    gender: 'Female',
    istobaccouser: 'No',
    additionalid: '***-**-4321',
  } as unknown as Member;
  const child = {
    id: '6f1c2a9e-4b7d-4c1e-9a3f-2d5b8e0c7a43',
    memberid: ctx.memberId,
    firstname: 'Sam',
    lastname: 'Example',
    dateofbirth: '2015-02-30',
    gender: 'Male',
    relationship: 'child',
    istobaccouser: 'false',
    additionalid: '***-**-4322',
  } as Dependent;

  it("flags the member's date of birth with the spec message, shown as soon as the page loads", () => {
    const form = formFromSaved(member, []);
    expect(form.birthdate).toBe('1980-13-45');
    expect(checkProfile(form)).toMatchObject({ ok: false, message: apiMessages.dobRange });
    expect(fieldErrors(form)['member.birthdate']).toBe(apiMessages.dobRange);
    expect(savedDatesToCorrect(form)).toEqual(['member.birthdate']);
  });

  it('marks every saved date that is not a date, and no other', () => {
    const form = formFromSaved(member, [child, { ...child, dateofbirth: '2016-06-01' }]);
    expect(savedDatesToCorrect(form)).toEqual(['member.birthdate', 'dependents.0.dateofbirth']);
    expect(fieldErrors(form)['dependents.0.dateofbirth']).toBe(apiMessages.dobRange);
  });

  it("flags a dependent's date of birth with the spec message", () => {
    const form = formFromSaved({ ...member, birthdate: '1985-03-14' }, [child]);
    expect(checkProfile(form)).toMatchObject({
      ok: false,
      message: profileTexts('dependentDobRange', { n: 1 }),
    });
  });

  it('is saved once the dates are corrected', () => {
    const form = formFromSaved({ ...member, birthdate: '1985-03-14' }, [child]);
    form.dependents[0]!.dateofbirth = '2015-02-28';
    const checked = checkProfile(form);
    // The request may need fields another item adds (the version the page read): the dates pass.
    if (!checked.ok && checked.kind === 'invalid')
      expect(Object.keys(checked.errors).filter((k) => /date/.test(k))).toEqual([]);
    else expect(checked.ok).toBe(true);
  });
});

/**
 * Text fields carry text (issue 37, item 3): the rule of shared/domain/text.ts on its own (a table
 * and properties), the request schemas' messages that name each field of a form, and, generated
 * from the route table rather than listed, every string a request may carry (body, path and
 * query) refusing a line break, a NUL, a C1 control, a lone surrogate and a direction override.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import * as apiMessages from '../../shared/api-messages';
import { isPlainText, withoutControlCharacters } from '../../shared/domain/text';
import { routes } from '../../shared/routes';
import { registerBody, savePcpBody } from '../../shared/schemas/member';
import { authorizeBody } from '../../shared/schemas/order';
import { newDependentBody, saveProfileBody, ZERO_GUID } from '../../shared/schemas/profile';
import type { Dependent } from '../../shared/schemas/dependent';
import type { Member } from '../../shared/schemas/member';
import {
  fieldErrors,
  formFromSaved,
  savedTextsToCorrect,
} from '../../frontend/src/features/profile/profile-form';

/** One of each kind of character a free text must not hold. */
const refused = {
  CR: '\r',
  LF: '\n',
  TAB: '\t',
  NUL: '\u0000',
  DEL: '\u007f',
  NEL: '\u0085',
  'C1 CSI': '\u009b',
  'line separator': '\u2028',
  'paragraph separator': '\u2029',
  'left-to-right embedding': '\u202a',
  'right-to-left override': '\u202e',
  'first strong isolate': '\u2068',
  'pop directional isolate': '\u2069',
  'lone high surrogate': '\ud800',
  'lone low surrogate': '\udfff',
} as const;

describe('isPlainText', () => {
  it.each(Object.entries(refused))('refuses a %s anywhere in the text', (_name, char) => {
    expect(isPlainText(char)).toBe(false);
    expect(isPlainText(`Minus${char}`)).toBe(false);
    expect(isPlainText(`${char}Minus`)).toBe(false);
    expect(isPlainText(`Mi${char}nus`)).toBe(false);
  });

  it.each([
    ['accents and an apostrophe', "Ōtsuka-Núñez O'Brien"],
    ['an emoji (a surrogate pair)', 'Ana 😀'],
    ['right-to-left script with a right-to-left mark', 'שלום\u200f עולם'],
    ['a no-break space', 'Apt\u00a04B'],
    ['the characters a spreadsheet reads as a formula', '=1+1 -2 @x'],
    ['the X12 separators', 'A*B:C^D~'],
    ['nothing', ''],
  ])('accepts %s', (_name, text) => {
    expect(isPlainText(text)).toBe(true);
  });

  it('refuses any text with a refused character inserted anywhere', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }),
        fc.nat(),
        fc.constantFrom(...Object.values(refused)),
        (text, at, char) => {
          const i = at % (text.length + 1);
          expect(isPlainText(text.slice(0, i) + char + text.slice(i))).toBe(false);
        },
      ),
    );
  });
});

describe('withoutControlCharacters', () => {
  it.each([
    ['Minus\r\n=1+1', 'Minus =1+1'],
    ['\r\n=1+1', '=1+1'],
    ['Ann\u0000e', 'Anne'],
    ['\u202e=2+3', '=2+3'],
    ['Unit\u00852\u2028B', 'Unit 2 B'],
    ['\ud800Kai', 'Kai'],
  ])('writes %j as %j', (stored, written) => {
    expect(withoutControlCharacters(stored)).toBe(written);
  });

  it('gives plain text on one line for any string, and leaves plain text as it is', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const written = withoutControlCharacters(text);
        expect(isPlainText(written)).toBe(true);
        expect(written).not.toMatch(/[\r\n]/);
        if (isPlainText(text)) expect(written).toBe(text);
      }),
    );
  });
});

// ---------------------------------------------------------------- the forms' messages

const profileMember = {
  firstname: 'Robin',
  lastname: 'Tester',
  address1: '12 Main Street',
  address2: 'Apt 4B',
  phonenumber: '201-555-0100',
  postalcode: '07030',
  city: 'Hoboken',
  county: 'Hudson',
  stateorprovince: 'NJ',
  birthdate: '1985-06-15',
  gender: 'Female',
  istobaccouser: 'No',
  pcpname: 'Dr. Ortiz',
  pcpid: 'P-1234',
  existingpatient: 'yes',
};
const profileDependent = {
  id: ZERO_GUID,
  firstname: 'Sam',
  lastname: 'Tester',
  dateofbirth: '2015-06-01',
  gender: 'Male',
  relationship: 'child',
  istobaccouser: 'false',
  additionalid: '987654321',
};

/** The message of the issue at `path`, or undefined when the value passes. */
function messageAt(schema: z.ZodMiniType, value: unknown, path: string): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues.find((i) => i.path.join('.') === path)?.message;
}

describe('the request schemas name the field that holds a control character', () => {
  const value = 'Minus\r\n=1+1';
  it.each([
    ['member.firstname', apiMessages.firstNameNotText],
    ['member.lastname', apiMessages.lastNameNotText],
    ['member.address1', apiMessages.addressNotText],
    ['member.address2', apiMessages.aptSuiteNotText],
    ['member.phonenumber', apiMessages.telephoneNotText],
    ['member.city', apiMessages.cityNotText],
    ['member.county', apiMessages.countyNotText],
    ['member.pcpname', apiMessages.pcpNameNotText],
    ['member.pcpid', apiMessages.pcpIdNotText],
    ['dependents.0.firstname', apiMessages.firstNameNotText],
    ['dependents.0.lastname', apiMessages.lastNameNotText],
  ])('the profile save: %s', (path, message) => {
    const [part, index, field] = path.split('.') as [string, string, string | undefined];
    const body = {
      version: 1,
      member: part === 'member' ? { ...profileMember, [index]: value } : profileMember,
      dependents: [part === 'dependents' ? { ...profileDependent, [field!]: value } : profileDependent],
    };
    expect(messageAt(saveProfileBody, body, path)).toBe(message);
    expect(
      messageAt(saveProfileBody, { ...body, member: profileMember, dependents: [profileDependent] }, path),
    ).toBe(undefined);
  });

  it('a new dependent, the PCP form, the registration and the waiver', () => {
    const { id: _id, ...fields } = profileDependent;
    expect(
      messageAt(newDependentBody, { ...fields, id: ZERO_GUID, lastname: 'X\u202eY', version: 1 }, 'lastname'),
    ).toBe(apiMessages.lastNameNotText);
    expect(
      messageAt(
        savePcpBody,
        { pcpname: 'Dr.\u0000Ortiz', pcpid: 'P-1', existingpatient: null, version: 1 },
        'pcpname',
      ),
    ).toBe(apiMessages.pcpNameNotText);
    const registration = {
      member: {
        firstname: 'Casey',
        lastname: 'Tester',
        personalemailaddress: 'casey@example.com',
        phonenumber: '555-010-9999',
        accountid: 'ACME-001',
        employer_id: '6f1c2a9e-4b7d-4c1e-9a3f-2d5b8e0c7a41',
      },
      company: 'Acme Manufacturing',
      plan_year: 2027,
    };
    expect(messageAt(registerBody, registration, 'member.lastname')).toBe(undefined);
    const reg = (over: object) => ({ ...registration, member: { ...registration.member, ...over } });
    expect(messageAt(registerBody, reg({ lastname: 'Tester\n' + 'x' }), 'member.lastname')).toBe(
      apiMessages.lastNameNotText,
    );
    // The phone pattern's \s lets a line break through; the text rule does not.
    expect(messageAt(registerBody, reg({ phonenumber: '555\n010\n9999' }), 'member.phonenumber')).toBe(
      apiMessages.telephoneNotText,
    );
    expect(messageAt(registerBody, { ...registration, company: 'Acme\r\nInc' }, 'company')).toBe(
      apiMessages.notPlainText,
    );
    const waiver = (otherReason: string) => ({
      idempotencyKey: '6f1c2a9e-4b7d-4c1e-9a3f-2d5b8e0c7a41',
      effectiveDate: '2027-01-01',
      election: { kind: 'waive', reason: 'Other', otherReason },
      additionalServiceOption: null,
      payrollDeductionAcknowledged: true,
    });
    expect(messageAt(authorizeBody, waiver('Covered by my partner'), 'election.otherReason')).toBe(undefined);
    expect(messageAt(authorizeBody, waiver('Covered\u2028by my partner'), 'election.otherReason')).toBe(
      apiMessages.waiverReasonNotText,
    );
  });
});

describe('the profile form with texts saved before the API refused them', () => {
  const saved = {
    ...profileMember,
    id: '11111111-1111-4111-8111-111111111111',
    accountid: 'ACME-001',
    employer_id: '22222222-2222-4222-8222-222222222222',
    lastname: 'Minus\r\n=1+1',
    address2: 'Apt\u202e4B',
    phonenumber: null,
    emailaddress: null,
    personalemailaddress: 'robin@example.com',
    additionalid: '***-**-6789',
    existingpatient: 'yes',
    origination: 0,
    relationship: 0,
    status: 'Active',
    contributionclass: 'ALL',
    currentplanid: null,
    currentplanyear: null,
    ispasswordchanged: null,
    createdon: '2026-01-01',
    createdby: 'test',
    modifiedon: null,
    modifiedby: null,
    version: 3,
  } as Member;
  const child = {
    ...profileDependent,
    id: '33333333-3333-4333-8333-333333333333',
    memberid: saved.id,
    firstname: 'Sam\u0000',
    additionalid: '***-**-4321',
  } as Dependent;

  it('marks each saved text that is not text as needing correction, with its field’s message, and no other field', () => {
    const form = formFromSaved(saved, [child, { ...child, firstname: 'Kim' }]);
    // The telephone is missing too: it is required, not mis-typed, so it waits for a save like any empty field.
    expect(savedTextsToCorrect(form)).toEqual([
      'member.lastname',
      'member.address2',
      'dependents.0.firstname',
    ]);
    const errors = fieldErrors(form);
    expect(errors['member.lastname']).toBe(apiMessages.lastNameNotText);
    expect(errors['member.address2']).toBe(apiMessages.aptSuiteNotText);
    expect(errors['dependents.0.firstname']).toBe(apiMessages.firstNameNotText);
    expect(errors['member.phonenumber']).toBe(apiMessages.telephoneRequired);
  });
});

// ---------------------------------------------------------------- every string of every request

type Def = {
  type: string;
  getter?: () => z.ZodMiniType;
  shape?: Record<string, z.ZodMiniType>;
  innerType?: z.ZodMiniType;
  element?: z.ZodMiniType;
  options?: z.ZodMiniType[];
  in?: z.ZodMiniType;
};
const defOf = (s: z.ZodMiniType): Def => s._zod.def as unknown as Def;

/** Every string schema under a request schema, by its path ('member.lastname', 'election.otherReason'). */
function stringLeaves(schema: z.ZodMiniType, path: string[] = []): Array<[string, z.ZodMiniType]> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return [[path.join('.'), schema]];
    case 'lazy':
      return stringLeaves(def.getter!(), path);
    case 'optional':
    case 'nullable':
      return stringLeaves(def.innerType!, path);
    case 'pipe':
      return stringLeaves(def.in!, path);
    case 'array':
      return stringLeaves(def.element!, [...path, '0']);
    case 'object':
      return Object.entries(def.shape!).flatMap(([key, s]) => stringLeaves(s, [...path, key]));
    case 'union':
      // The options of a discriminated union may share a field name: each is a field of its own.
      return def.options!.flatMap((o, i) => stringLeaves(o, [...path, `(${i})`]));
    default:
      return [];
  }
}

/** Values of the kinds the requests carry: for each string, the first its own rules accept is the base. */
const candidates = [
  'Robin',
  '6f1c2a9e-4b7d-4c1e-9a3f-2d5b8e0c7a41',
  '1985-06-15',
  '555-010-9999',
  '07030',
  '123456',
  '987654321',
  'NJ',
  '2027',
  '2027-01',
  'robin@example.com',
  'c2VjcmV0LXNlY3JldC1zZWNyZXQ',
  '12',
  // The version of an ICHRA notice: the template's and a fingerprint of the text.
  'ichra-notice-2027-1-0123456789abcdef',
];

/**
 * Strings that are not free text, with why the rule is not theirs: a password is a secret that is
 * never shown or exported (refusing characters in one would lock out who chose them), and the ZIP
 * of a lookup is checked as digits by its domain rule, with the spec's own message. A census is a
 * whole CSV file, lines and all, whose every cell the census rules check as text
 * (shared/domain/census.ts, with the line of each cell refused).
 */
const notText = new Set([
  'POST /api/Login body password',
  'POST /api/changepassword body currentpassword',
  'POST /api/changepassword body newpassword',
  'POST /api/Member/SetPassword body password',
  'POST /api/Member/ResetPassword body password',
  'POST /api/admin/set-password body password',
  'GET /api/USZipCounty/{zip} path zip',
  'POST /api/admin/employers/{employerId}/census/check body csv',
  'POST /api/admin/employers/{employerId}/census/confirm body csv',
]);

describe('every string a request carries', () => {
  const leaves = routes.flatMap((r) =>
    (['body', 'path', 'query'] as const).flatMap((part) => {
      const schema = r.request[part as keyof typeof r.request] as z.ZodMiniType | undefined;
      return schema
        ? stringLeaves(schema).map(([path, s]) => [`${r.method} ${r.path} ${part} ${path}`, s] as const)
        : [];
    }),
  );

  it('is found in the route table: the profile, the waiver and the quote among them', () => {
    const names = leaves.map(([name]) => name);
    expect(names).toContain('PUT /api/Member/Profile body member.lastname');
    expect(names).toContain('POST /api/Order body election.(1).otherReason');
    expect(names).toContain('POST /api/HealthPlanQuote body empinfo.lastname');
    expect(leaves.length).toBeGreaterThan(40);
  });

  it.each(leaves.filter(([name]) => !notText.has(name)))(
    '%s refuses every kind of control character',
    (_name, schema) => {
      const base = candidates.find((c) => schema.safeParse(c).success);
      expect(base, 'no sample value passes this string’s rules: add one to the candidates').toBeDefined();
      for (const [kind, char] of Object.entries(refused)) {
        const value = `${base!.slice(0, 1)}${char}${base!.slice(1)}`;
        expect(schema.safeParse(value).success, `${kind} in ${JSON.stringify(value)}`).toBe(false);
      }
    },
  );

  it('lists only strings the route table has as not text', () => {
    const names = new Set<string>(leaves.map(([name]) => name));
    for (const name of notText) expect(names.has(name), name).toBe(true);
  });
});

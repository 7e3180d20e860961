/**
 * shared/domain/profile.ts: what one profile save writes, decided without AWS.
 */
import { describe, expect, it } from 'vitest';
import type { MemberRecord } from '../../shared/domain/member';
import { ValidationError } from '../../shared/domain/errors';
import { planProfileSave, resolveLocation, type DependentRecord } from '../../shared/domain/profile';
import * as apiMessages from '../../shared/api-messages';
import type { Location } from '../../shared/schemas/location';
import { ZERO_GUID, type SaveProfileBody } from '../../shared/schemas/profile';

const hudson: Location = {
  countyname: 'Hudson',
  statename: 'New Jersey',
  state: 'NJ',
  city: 'Hoboken',
  zipcode: '07030',
  countycode: '34017',
};
const stamp = { now: '2026-11-23T10:00:00.000Z', by: 'm-1' };

const current = {
  id: 'm-1',
  ssn: '987654320',
  pcpname: 'Dr. Old',
  pcpid: 'OLD',
  existingpatient: 'no',
} as MemberRecord;

const saved = (id: string, over: Partial<DependentRecord> = {}): DependentRecord => ({
  id,
  memberid: 'm-1',
  firstname: 'Alex',
  lastname: 'Nguyen',
  dateofbirth: '2014-05-02',
  gender: 'Male',
  relationship: 'child',
  istobaccouser: 'false',
  ssn: '987654321',
  createdon: '2026-01-01T00:00:00.000Z',
  createdby: 'm-1',
  modifiedon: null,
  modifiedby: null,
  ordinal: 0,
  ...over,
});

const memberInput: SaveProfileBody['member'] = {
  firstname: 'Riley',
  lastname: 'Nguyen',
  address1: '12 Nassau Street',
  phonenumber: '609-555-0142',
  postalcode: '07030',
  city: 'Elsewhere',
  county: 'Hudson',
  stateorprovince: 'CA',
  birthdate: '1986-09-30',
  gender: 'Female',
  istobaccouser: 'No',
};

const input = (over: Partial<SaveProfileBody['dependents'][number]> = {}) => ({
  id: ZERO_GUID,
  firstname: 'Alex',
  lastname: 'Nguyen',
  dateofbirth: '2014-05-02',
  gender: 'Male' as const,
  relationship: 'child' as const,
  istobaccouser: 'false' as const,
  ...over,
});

/** The fields a refused call names; fails the test when the call is not refused. */
function fieldsOf(attempt: () => unknown): Record<string, string> | undefined {
  try {
    attempt();
  } catch (e) {
    if (e instanceof ValidationError) return e.fields;
    throw e;
  }
  throw new Error('expected a ValidationError');
}

let n = 0;
const newId = () => `new-${++n}`;

describe('planProfileSave', () => {
  it('takes city, county and state from the location and keeps the SSN and PCP fields that were left out', () => {
    const plan = planProfileSave(current, [], { member: memberInput, dependents: [] }, hudson, stamp, newId);
    expect(plan.member).toMatchObject({
      city: 'Hoboken',
      county: 'Hudson',
      stateorprovince: 'NJ',
      ssn: '987654320',
      pcpname: 'Dr. Old',
      pcpid: 'OLD',
      existingpatient: 'no',
      address2: null,
    });
  });

  it('writes only new and changed dependents, deletes those left out, and keeps an SSN not re-entered', () => {
    const a = saved('a');
    const b = saved('b', { firstname: 'Sam', ordinal: 1 });
    const c = saved('c', { firstname: 'Kai', ordinal: 2 });
    const plan = planProfileSave(
      current,
      [a, b, c],
      {
        member: memberInput,
        dependents: [
          input({ id: 'a' }),
          input({ id: 'B', firstname: 'Samuel' }),
          input({ firstname: 'Noa', additionalid: '987654329' }),
        ],
      },
      hudson,
      stamp,
      newId,
    );
    expect(plan.deletes.map((d) => d.id)).toEqual(['c']);
    expect(plan.puts.map((p) => [p.record.firstname, p.isNew])).toEqual([
      ['Samuel', false],
      ['Noa', true],
    ]);
    const samuel = plan.puts[0]!.record;
    expect(samuel).toMatchObject({
      id: 'b',
      ssn: '987654321',
      createdon: a.createdon,
      modifiedon: stamp.now,
      ordinal: 1,
    });
    expect(plan.puts[1]!.record).toMatchObject({
      ssn: '987654329',
      createdon: stamp.now,
      modifiedon: null,
      ordinal: 2,
    });
    expect(plan.dependents.map((d) => d.firstname)).toEqual(['Alex', 'Samuel', 'Noa']);
  });

  it("refuses an id that is not one of the member's dependents, and one listed twice, naming each", () => {
    const attempt = () =>
      planProfileSave(
        current,
        [saved('a')],
        { member: memberInput, dependents: [input({ id: 'a' }), input({ id: 'a' }), input({ id: 'zzz' })] },
        hudson,
        stamp,
        newId,
      );
    expect(fieldsOf(attempt)).toEqual({
      'dependents.1.id': apiMessages.dependentListedTwice,
      'dependents.2.id': apiMessages.dependentNotFound,
    });
  });
});

describe('resolveLocation', () => {
  const mercer = { ...hudson, countyname: 'Mercer', countycode: '34021', city: 'Princeton' };
  it('matches the county by name, whatever its case, among the ZIP code counties', () => {
    expect(resolveLocation([hudson, mercer], ' mercer ')).toBe(mercer);
  });
  it('names the ZIP code when it is unknown and the county when it is not one of the ZIP code', () => {
    expect(() => resolveLocation([], 'Hudson', 'member.')).toThrow(apiMessages.unknownZip);
    expect(fieldsOf(() => resolveLocation([hudson], 'Bergen', 'member.'))).toEqual({
      'member.county': apiMessages.countyNotInZip,
    });
  });
});

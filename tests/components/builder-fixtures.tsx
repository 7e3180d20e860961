/**
 * What the builder's component tests share: a member of its own per test (the query cache keys
 * every read by the member), the member's employer, and a render of one step inside the builder
 * route with its loader data and a fresh query client, as /enrollment/:tab renders it.
 */
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { PublicEmployer } from '../../frontend/src/enrollment/api/get-employer';
import type { Member } from '../../frontend/src/enrollment/api/get-member';
import { createQueryClient, QueryProvider } from '../../frontend/src/lib/query-client';
import { enrollmentWrites } from '../../frontend/src/app/routes/enrollment-writes';
import { BuilderFrame } from '../../frontend/src/features/builder/components/builder-frame';
import type { Dependent } from '../../shared/schemas/dependent';
import { renderRoutes } from './support';

export const employer: PublicEmployer = {
  id: '0b1c2d3e-4f50-4617-8899-aabbccddeeff',
  accountid: 'ACCT-1',
  accountname: 'Initech',
  logo: null,
  emailaddress: null,
  employeazecustomer: 1,
  hsaonly: 0,
  edoc_period: 0,
  enrollmentWindow: null,
};

export function newMember(over: Partial<Member> = {}): Member {
  return {
    id: crypto.randomUUID(),
    accountid: employer.accountid,
    employer_id: employer.id,
    firstname: 'Ada',
    lastname: 'Lovelace',
    address1: '1 Main St',
    address2: null,
    city: 'Newark',
    stateorprovince: 'NJ',
    postalcode: '07102',
    county: 'Essex',
    emailaddress: 'ada@example.com',
    personalemailaddress: null,
    phonenumber: null,
    birthdate: '1985-03-04',
    gender: 'Female',
    istobaccouser: 'No',
    additionalid: '***-**-6789',
    origination: 0,
    relationship: 0,
    status: 'Active',
    contributionclass: 'A',
    currentplanid: null,
    currentplanyear: null,
    pcpname: null,
    pcpid: null,
    existingpatient: null,
    ispasswordchanged: null,
    createdon: '2026-01-01',
    createdby: 'test',
    modifiedon: null,
    modifiedby: null,
    version: 1,
    ...over,
  };
}

/**
 * A builder route as the app declares it: its loader answers `data` (the member and employer, and
 * what else the route reads; a function is called on every load, as after a write), its action is
 * the route's writes (without the session check), and its page gets a fresh query client.
 */
export const builderRoute = (
  path: string,
  page: ReactNode,
  data: object | (() => Promise<object>),
  action: RouteObject['action'] = enrollmentWrites,
): RouteObject => ({
  path,
  loader: typeof data === 'function' ? (data as () => Promise<object>) : () => data,
  action,
  element: <QueryProvider client={createQueryClient()}>{page}</QueryProvider>,
});

/** Renders `step` at /enrollment/`tab` with the builder route's loader data. */
export function renderStep(step: ReactNode, member: Member, tab = 'contributions') {
  return renderRoutes([builderRoute('/enrollment/:tab', step, { member, employer })], `/enrollment/${tab}`);
}

/**
 * The builder frame around a stand-in step ("the step") with `data` as its loader data: at step 3
 * on /enrollment/contributions, or at step 2 on /profile.
 */
export function renderBuilderFrame(data: object, step: 2 | 3 = 3) {
  const path = step === 2 ? '/profile' : '/enrollment/:tab';
  return renderRoutes(
    [
      builderRoute(
        path,
        <BuilderFrame step={step}>
          <p>the step</p>
        </BuilderFrame>,
        data,
      ),
    ],
    step === 2 ? '/profile' : '/enrollment/contributions',
  );
}

/** A saved dependent of `member`: a spouse unless `over` says otherwise. */
export const newDependent = (member: Pick<Member, 'id'>, over: Partial<Dependent> = {}): Dependent => ({
  id: crypto.randomUUID(),
  memberid: member.id,
  firstname: 'Tom',
  lastname: 'Lovelace',
  dateofbirth: '1984-02-03',
  gender: 'Male',
  relationship: 'spouse',
  istobaccouser: 'false',
  additionalid: null,
  ...over,
});

/** "$1,234.56" as cents, read digit by digit. */
export const centsOf = (text: string | null | undefined): number =>
  Number((text ?? '').replace(/[$,.]/g, ''));

export { failure } from './support';

/** The steps' Next button follows the screen width; jsdom has no media queries: a wide screen. */
export function stubWideScreen(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

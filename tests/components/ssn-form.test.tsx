/**
 * The one SSN input as the election popup uses it (spec builder section 5): three boxes that keep
 * digits only and move on when full, the spec's message for an incomplete number, the request,
 * a refusal's message, and the save made through the /enrollment route's action, after which the
 * router reads the member again and counts the SSN on file.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ElectionSsnModal, useSsnOnFile } from '../../frontend/src/enrollment/components/election-ssn';
import type { BuilderContextData } from '../../frontend/src/enrollment/api/builder-context';
import { memberQuery } from '../../frontend/src/enrollment/api/get-member';
import { ensureQuery } from '../../frontend/src/enrollment/api/cached-read';
import { queryClient } from '../../frontend/src/lib/query-client';
import * as apiMessages from '../../shared/api-messages';
import { componentTexts } from '../../frontend/src/components/texts';
import { enrollmentTexts } from '../../frontend/src/enrollment/texts';
import { builderRoute } from './builder-fixtures';
import { renderRoutes, serveApi } from './support';

const member: BuilderContextData['member'] = {
  id: '6f1c1f8e-2f0b-4b8e-9a59-0d3f7a1e2b3c',
  accountid: 'ACME-1',
  employer_id: '0b1c2d3e-4f50-4617-8899-aabbccddeeff',
  firstname: 'Ada',
  lastname: 'Lovelace',
  address1: null,
  address2: null,
  city: null,
  stateorprovince: null,
  postalcode: null,
  county: null,
  emailaddress: null,
  personalemailaddress: 'ada@example.com',
  phonenumber: null,
  birthdate: null,
  gender: null,
  istobaccouser: null,
  additionalid: null,
  origination: 1,
  relationship: 0,
  status: 'Active',
  contributionclass: 'ALL',
  currentplanid: null,
  currentplanyear: null,
  pcpname: null,
  pcpid: null,
  existingpatient: null,
  ispasswordchanged: null,
  createdon: '2025-01-01T00:00:00Z',
  createdby: 'test',
  modifiedon: null,
  modifiedby: null,
  version: 7,
};

function Election() {
  const onFile = useSsnOnFile();
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{onFile ? 'on file' : 'not on file'}</p>
      <ElectionSsnModal open={open} onClose={() => setOpen(false)} onSaved={() => setOpen(false)} />
    </>
  );
}

/** The popup in the /enrollment route, whose loader reads the member through the query cache. */
const renderModal = () =>
  renderRoutes(
    [
      builderRoute('/enrollment', <Election />, async () => ({
        member: await ensureQuery(memberQuery),
        employer: null,
      })),
    ],
    '/enrollment',
  );

beforeEach(() => queryClient.clear());

const box = (i: 0 | 1 | 2) =>
  screen.getByLabelText(componentTexts(i === 0 ? 'ssnPart1' : i === 1 ? 'ssnPart2' : 'ssnPart3'));

describe('the election SSN popup', () => {
  it('asks for the whole number, sends it, and counts it on file once the member is read again', async () => {
    // The API holds the member; the save changes it, and its answer masks the SSN.
    let held = member;
    const calls = serveApi({
      'get-member': () => ({ body: { success: true, data: held } }),
      'put-member-ssn': () => {
        held = { ...member, additionalid: '***-**-6789', version: 8 };
        return { body: { success: true, data: held } };
      },
    });
    const user = userEvent.setup();
    renderModal();
    // The popup's code loads on first open (a dynamic import, transformed on demand in the test).
    const dialog = await screen.findByRole(
      'dialog',
      { name: enrollmentTexts('ssnModalTitle') },
      { timeout: 10_000 },
    );
    expect(screen.getByText('not on file')).toBeTruthy();

    await user.type(box(0), '1a23');
    expect((box(0) as HTMLInputElement).value).toBe('123');
    expect(document.activeElement).toBe(box(1));
    await user.type(box(1), '4');
    await user.click(within(dialog).getByRole('button', { name: enrollmentTexts('ssnSave') }));
    // Said under the boxes and in the snackbar (shown inside the open dialog).
    expect(within(dialog).getAllByText(apiMessages.ssnIncomplete)).toHaveLength(2);
    expect(calls.map((c) => c.handler)).toEqual(['get-member']);

    await user.type(box(1), '5');
    await user.type(box(2), '6789');
    await user.click(within(dialog).getByRole('button', { name: enrollmentTexts('ssnSave') }));
    await screen.findByText('on file');
    // The write, then the route's loader again (revalidation), which reads the changed member.
    expect(calls.map((c) => [c.handler, c.body])).toEqual([
      ['get-member', undefined],
      ['put-member-ssn', { additionalid: '123456789', version: 7 }],
      ['get-member', undefined],
    ]);
  });

  it("shows the server's message when the save is refused, and reads nothing again", async () => {
    const calls = serveApi({
      'get-member': () => ({ body: { success: true, data: member } }),
      'put-member-ssn': () => ({
        status: 409,
        body: { success: false, message: 'Please reload the page.', requestId: 'r' },
      }),
    });
    const user = userEvent.setup();
    renderModal();
    // The popup's code loads on first open (a dynamic import, transformed on demand in the test).
    const dialog = await screen.findByRole(
      'dialog',
      { name: enrollmentTexts('ssnModalTitle') },
      { timeout: 10_000 },
    );
    await user.type(box(0), '123');
    await user.type(box(1), '45');
    await user.type(box(2), '6789');
    await user.click(within(dialog).getByRole('button', { name: enrollmentTexts('ssnSave') }));
    await expect.poll(() => within(dialog).queryAllByText('Please reload the page.').length).toBe(2);
    expect(screen.getByText('not on file')).toBeTruthy();
    // A refused write changed nothing: the router does not run the loader again.
    expect(calls.map((c) => c.handler)).toEqual(['get-member', 'put-member-ssn']);
  });
});

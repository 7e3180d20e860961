/**
 * The tracker's proof of coverage column and its review (issue 40, item 3): each enrolled
 * employee's proof state in the console's words (none for an employee without a plan); View asks
 * for a link and opens it; Approve sends the upload viewed; Reject without a reason is refused
 * here with a message and sends nothing, with a reason it is sent; a 409 of the API is shown; and
 * after a review the tracker is read again.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type * as adminAuth from '../../frontend/src/features/admin/api/admin-auth';
import * as trackerRoute from '../../frontend/src/app/routes/admin-tracker';
import { adminTexts } from '../../frontend/src/features/admin/texts';
import { adminApiMessages } from '../../shared/admin-api-messages';
import { employerId, renderAdmin, row, tracker } from './admin-support';
import { failure, serveApi, type Answers } from './support';

vi.mock('../../frontend/src/features/admin/api/admin-auth', async (importOriginal) => {
  const actual = await importOriginal<typeof adminAuth>();
  return {
    ...actual,
    adminSessionStartedAt: () => Date.now(),
    adminAccessToken: () => Promise.resolve('admin-test-token'),
    endAdminSession: vi.fn(() => Promise.resolve()),
  };
});

const memberId = '3d1f6a2b-8c4e-4f0a-9b7d-1e2c3a4b5c6d';
const uploadId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

function open(answers: Answers, proof: 'missing' | 'pending' | 'approved' | 'rejected' = 'pending') {
  const rows = [
    row({ id: memberId, proof }),
    row({ firstName: 'Bo', lastName: 'Brown', email: 'bo@example.com', state: 'waived', proof: null }),
  ];
  const calls = serveApi({
    'get-tracker': () => ({ body: { success: true, data: tracker({ rows, total: 2 }) } }),
    'post-proof-link': () => ({
      body: {
        success: true,
        data: {
          url: 'https://files.test/proof.png',
          expiresAt: '2027-02-03T12:05:00.000Z',
          fileType: 'png',
          uploadId,
        },
      },
    }),
    ...answers,
  });
  renderAdmin(
    [
      {
        path: '/admin/employers/:employerId',
        loader: trackerRoute.loader,
        Component: trackerRoute.Component,
      },
    ],
    `/admin/employers/${employerId}`,
  );
  return calls;
}

const reviewGroup = () =>
  screen.getByRole('group', { name: adminTexts('proofReviewOf', { name: 'Ann Archer' }) });
const reviewButton = () =>
  screen.findByRole('button', { name: adminTexts('proofReview', { name: 'Ann Archer' }) });

describe("the tracker's proof of coverage", () => {
  it('shows each enrolled employee’s proof state under its own header, nothing for one without a plan', async () => {
    open({}, 'rejected');
    const table = await screen.findByRole('table');
    const headers = [...table.querySelectorAll('thead th')].map((h) => h.textContent);
    const column = headers.indexOf(adminTexts('colProof'));
    expect(column).toBeGreaterThan(0);
    const [, ann, bo] = within(table).getAllByRole('row');
    const cell = (r: HTMLElement) => r.querySelectorAll('th, td')[column]?.textContent ?? '';
    expect(cell(ann!)).toContain(adminTexts('proofRejected'));
    expect(cell(bo!)).toBe('');
  });

  it('views the proof through a fresh link, then approves the upload viewed and reads the tracker again', async () => {
    const opened = { href: '' };
    vi.stubGlobal('open', () => ({ location: opened, close: () => undefined }));
    const calls = open({
      'post-proof-review': () => ({
        body: {
          success: true,
          data: { state: 'approved', uploadId, reviewedAt: '2027-02-03T12:00:00.000Z', reason: null },
        },
      }),
    });
    const user = userEvent.setup();
    await user.click(await reviewButton());
    await user.click(screen.getByRole('button', { name: adminTexts('proofView') }));
    await waitFor(() => expect(opened.href).toBe('https://files.test/proof.png'));
    await user.click(screen.getByRole('button', { name: adminTexts('proofApprove') }));
    await waitFor(() => expect(calls.filter((c) => c.handler === 'get-tracker')).toHaveLength(2));
    const review = calls.find((c) => c.handler === 'post-proof-review');
    expect(review?.body).toEqual({ memberId, planYear: 2027, uploadId, decision: 'approve' });
    expect(review?.pathParameters).toEqual({ employerId });
  });

  it('refuses a rejection without a reason here, and sends one with its reason', async () => {
    const calls = open({
      'post-proof-review': () => ({
        body: {
          success: true,
          data: {
            state: 'rejected',
            uploadId,
            reviewedAt: '2027-02-03T12:00:00.000Z',
            reason: 'Unreadable.',
          },
        },
      }),
    });
    const user = userEvent.setup();
    await user.click(await reviewButton());
    await user.click(screen.getByRole('button', { name: adminTexts('proofReject') }));
    expect(within(reviewGroup()).getByRole('alert').textContent).toBe(adminTexts('proofReasonRequired'));
    expect(calls.some((c) => c.handler === 'post-proof-review')).toBe(false);
    await user.type(screen.getByLabelText(adminTexts('proofReasonLabel'), { exact: false }), 'Unreadable.');
    await user.click(screen.getByRole('button', { name: adminTexts('proofReject') }));
    await waitFor(() => expect(calls.some((c) => c.handler === 'post-proof-review')).toBe(true));
    expect(calls.find((c) => c.handler === 'post-proof-review')?.body).toEqual({
      memberId,
      planYear: 2027,
      uploadId,
      decision: 'reject',
      reason: 'Unreadable.',
    });
  });

  it("shows the API's 409 when the proof is no longer the pending one", async () => {
    open({ 'post-proof-review': () => failure(409, adminApiMessages.proofNotPending) });
    const user = userEvent.setup();
    await user.click(await reviewButton());
    await user.click(screen.getByRole('button', { name: adminTexts('proofApprove') }));
    expect((await within(reviewGroup()).findByRole('alert')).textContent).toBe(
      adminApiMessages.proofNotPending,
    );
  });

  it('offers no review of a missing proof', async () => {
    open({}, 'missing');
    await screen.findByRole('table');
    expect(
      screen.queryByRole('button', { name: adminTexts('proofReview', { name: 'Ann Archer' }) }),
    ).toBeNull();
    expect(screen.getAllByText(adminTexts('proofMissing')).length).toBe(1);
  });
});

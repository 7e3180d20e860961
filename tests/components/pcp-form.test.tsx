/**
 * The one PCP form ('Enter Additional Enrollment Information'), as the cart and the profile use
 * it: the required messages of the PCP request's schema, the trimmed answers handed on, a save's
 * message, and the profile's Done that keeps the answers in the profile form.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { SnackbarProvider } from '../../frontend/src/components/snackbar';
import { PcpForm, type PcpValues } from '../../frontend/src/components/pcp/pcp-form';
import { AdditionalInfoModal } from '../../frontend/src/features/profile/components/additional-info-modal';
import type { ProfileFormApi } from '../../frontend/src/features/profile/use-profile-form';
import * as apiMessages from '../../shared/api-messages';
import { componentTexts } from '../../frontend/src/components/texts';
import { profileTexts } from '../../frontend/src/features/profile/texts';

describe('the PCP form', () => {
  it('says each required field on submit and hands on the trimmed answers', async () => {
    const saved: PcpValues[] = [];
    const user = userEvent.setup();
    render(
      <PcpForm
        initial={{ pcpname: '', pcpid: '', existingpatient: '' }}
        onSave={(v) => {
          saved.push(v);
        }}
        submitLabel={componentTexts('profileSave')}
      />,
    );
    const name = screen.getByLabelText(`${componentTexts('pcpName')} *`);
    const id = screen.getByLabelText(`${componentTexts('pcpId')} *`);
    expect(name.getAttribute('maxlength')).toBe('100');
    expect(id.getAttribute('maxlength')).toBe('50');
    expect(screen.queryByText(apiMessages.pcpNameRequired)).toBeNull();

    await user.click(screen.getByRole('button', { name: componentTexts('profileSave') }));
    expect(screen.getByText(apiMessages.pcpNameRequired)).toBeTruthy();
    expect(screen.getByText(apiMessages.pcpIdRequired)).toBeTruthy();
    await expect.poll(() => document.activeElement).toBe(name);

    await user.type(name, '  Dr. Ada ');
    await user.type(id, '   ');
    await user.click(screen.getByRole('button', { name: componentTexts('profileSave') }));
    expect(screen.queryByText(apiMessages.pcpNameRequired)).toBeNull();
    expect(screen.getByText(apiMessages.pcpIdRequired)).toBeTruthy();
    expect(saved).toEqual([]);

    await user.type(id, 'PCP-7');
    await user.click(screen.getByText(componentTexts('profileYes'), { exact: true }));
    await user.click(screen.getByRole('button', { name: componentTexts('profileSave') }));
    expect(saved).toEqual([{ pcpname: 'Dr. Ada', pcpid: 'PCP-7', existingpatient: 'yes' }]);
  });

  it('shows the message of a failed save', () => {
    render(
      <PcpForm
        initial={{ pcpname: 'A', pcpid: 'B', existingpatient: 'no' }}
        onSave={() => {}}
        submitLabel={componentTexts('profileSave')}
        formError="Please reload the page."
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Please reload the page.');
  });

  it("on the profile, Done keeps the answers in the profile's form", async () => {
    const setMember = vi.fn();
    const onClose = vi.fn();
    const api = {
      form: { pcpname: 'Dr. Old', pcpid: 'P-1', existingpatient: 'no' },
      setMember,
    } as unknown as ProfileFormApi;
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <SnackbarProvider>
          <AdditionalInfoModal api={api} open onClose={onClose} />
        </SnackbarProvider>
      </MemoryRouter>,
    );
    // The profile's asterisk is drawn only: the field is named without it.
    const name = screen.getByRole('textbox', { name: componentTexts('pcpName') });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: profileTexts('profileDone') }));
    expect(screen.getByText(apiMessages.pcpNameRequired)).toBeTruthy();
    expect(setMember).not.toHaveBeenCalled();
    await user.type(name, 'Dr. New ');
    await user.click(screen.getByRole('button', { name: profileTexts('profileDone') }));
    expect(setMember.mock.calls).toEqual([
      ['pcpname', 'Dr. New'],
      ['pcpid', 'P-1'],
      ['existingpatient', 'no'],
    ]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

import { Link } from 'react-router';
import { memberTexts } from '../texts';
import { paths } from '../../../config/paths';
import type { Member } from '../../../enrollment/api/get-member';
import { ChangePasswordForm } from './change-password-form';

/**
 * /change-password, linked from the enrollment pages' top bar: the signed-in member's greeting,
 * the way back to the builder and the Change Password form.
 */
export function ChangePasswordPage({ member, error }: { member: Member | null; error: string | null }) {
  return (
    <section className="page page--narrow" aria-labelledby="account-title">
      <h1 id="account-title">
        {member
          ? memberTexts('profileTitle', { firstname: member.firstname })
          : memberTexts('profileTitleAnonymous')}
      </h1>
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      <p>
        <Link to={paths.profile}>{memberTexts('backToBuilder')}</Link>
      </p>
      <ChangePasswordForm />
    </section>
  );
}

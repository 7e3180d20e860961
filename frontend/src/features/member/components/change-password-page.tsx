import { messages } from '../../../../../shared/messages';
import type { Member } from '../api/get-member';
import { ChangePasswordForm } from './change-password-form';

/**
 * /profile while the enrollment builder is not there yet: the signed-in member's greeting and
 * the Change Password form.
 */
export function ProfilePage({ member, error }: { member: Member | null; error: string | null }) {
  return (
    <section className="page page--narrow" aria-labelledby="profile-title">
      <h1 id="profile-title">
        {member ? messages.profileTitle(member.firstname) : messages.profileTitleAnonymous}
      </h1>
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      <p>{messages.profilePlaceholder}</p>
      <ChangePasswordForm />
    </section>
  );
}

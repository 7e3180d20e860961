import { apiRequest } from '../../lib/api-client';
import { activateLocale, currentLocale, isLocale, type Locale } from '../../lib/i18n';
import { getMember } from './get-member';

/**
 * PUT /api/Member/Language: keeps the signed-in member's language on the member, so the next
 * sign-in (on any browser) and the member's e-mails follow it.
 */
export async function saveMemberLanguage(language: Locale): Promise<void> {
  await apiRequest('put-member-language', { body: { language } });
}

/**
 * Right after sign-in: the member's stored language becomes the page's (chosen on another
 * browser, it follows them here); a member without one keeps the page's and has it stored.
 * Best effort: a failure leaves the page as it is and never fails the sign-in.
 */
export async function adoptMemberLanguage(): Promise<void> {
  try {
    const { language } = await getMember();
    if (isLocale(language)) {
      if (language !== currentLocale()) await activateLocale(language);
    } else await saveMemberLanguage(currentLocale());
  } catch {
    // The page stays in its language; the switch stores a later choice.
  }
}

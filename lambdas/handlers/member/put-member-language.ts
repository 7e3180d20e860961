import { toApiMember } from '../../../shared/domain/member';
import { getRoute } from '../../../shared/route-table/member';
import { callerMember } from '../../caller';
import { profileStore } from '../../composition';
import { httpHandler } from '../../middleware/http';
import { saveLanguage } from '../../rules/profile';

/**
 * PUT /api/Member/Language: the language switch stores the caller's language ('en' or 'es') alone,
 * without the member version and without changing it, so a profile form open in another tab does
 * not turn stale; the member's e-mails are sent in it from then on.
 */
export const handler = httpHandler(getRoute('put-member-language'), async ({ caller, body }) => ({
  data: toApiMember(
    await saveLanguage({ profiles: profileStore() }, await callerMember(caller), body.language),
  ),
}));

import { languageOf } from '../../../shared/domain/language';
import { getRoute } from '../../../shared/route-table/employer';
import { callerMember } from '../../caller';
import { clock, employerRepository, ichraNoticeStore, planYearFigureStore } from '../../composition';
import { httpHandler } from '../../middleware/http';
import { readNotice } from '../../rules/ichra-notice';

/**
 * GET /api/IchraNotice: the caller's ICHRA notice (lambdas/rules/ichra-notice.ts), in the language
 * the page asks for, else the member's, and whether the caller acknowledged this version.
 */
export const handler = httpHandler(getRoute('get-ichra-notice'), async ({ caller, query }) => {
  const member = await callerMember(caller);
  const ports = {
    employers: employerRepository(),
    figures: planYearFigureStore(),
    notices: ichraNoticeStore(),
  };
  const planYear = query.planYear === undefined ? undefined : Number(query.planYear);
  return { data: await readNotice(ports, member, planYear, query.language ?? languageOf(member), clock()) };
});

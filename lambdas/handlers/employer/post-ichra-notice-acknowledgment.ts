import { getRoute } from '../../../shared/route-table/employer';
import { callerMember } from '../../caller';
import { clock, employerRepository, ichraNoticeStore, planYearFigureStore } from '../../composition';
import { httpHandler } from '../../middleware/http';
import { acknowledgeNotice } from '../../rules/ichra-notice';

/**
 * POST /api/IchraNotice/Acknowledgment: the caller acknowledges the notice version they read; the
 * server renders it again and stores that text with the acknowledgment, once per version
 * (lambdas/adapters/ichra-notices.ts). A version that is no longer the notice answers 409.
 */
export const handler = httpHandler(getRoute('post-ichra-notice-acknowledgment'), async ({ caller, body }) => {
  const member = await callerMember(caller);
  const ports = {
    employers: employerRepository(),
    figures: planYearFigureStore(),
    notices: ichraNoticeStore(),
  };
  const ack = await acknowledgeNotice(ports, member, body, clock());
  return { data: { version: ack.version, language: ack.language, acknowledgedAt: ack.acknowledgedAt } };
});

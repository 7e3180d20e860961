import { coverageProofRoutes } from '../../../shared/route-table/coverage-proof';
import { familyHandler } from '../../middleware/family';
import { handler as getCoverageProof } from './get-coverage-proof';
import { handler as getLifeEvents } from './get-life-events';
import { handler as postLifeEvent } from './post-life-event';
import { handler as postLifeEventConfirm } from './post-life-event-confirm';
import { handler as postProofConfirm } from './post-proof-confirm';
import { handler as postProofUpload } from './post-proof-upload';

/**
 * The coverage-proof endpoint family (issue 40, item 3): one Lambda function, the only one that
 * may sign uploads into the member files bucket and delete a refused upload there: proofs of
 * coverage and the documents of the life events members report (issue 40, item 5).
 */
export const handler = familyHandler('coverage-proof', coverageProofRoutes, {
  'get-coverage-proof': getCoverageProof,
  'post-proof-upload': postProofUpload,
  'post-proof-confirm': postProofConfirm,
  'get-life-events': getLifeEvents,
  'post-life-event': postLifeEvent,
  'post-life-event-confirm': postLifeEventConfirm,
});

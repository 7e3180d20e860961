/**
 * ICHRA Acknowledgment (shown when shopping): the member acknowledges the ICHRA terms
 * (election.ichraAcknowledged, refused by the server when false). It creates no order.
 */
import * as apiMessages from '../../api-messages';
import type { BuilderStep } from './types';

export const ichraAcknowledgmentStep: BuilderStep<'ichra-acknowledgment', never> = {
  id: 'ichra-acknowledgment',
  title: apiMessages.subStepIchraAcknowledgment,
  shown: (input) => input.healthOption === 'shop',
  requestFields: ['election.ichraAcknowledged'],
  choice: null,
  order: null,
};

import { quoteRoutes } from '../../../shared/route-table/quote';
import { familyHandler } from '../../middleware/family';
import { handler as postQuote } from './post-quote';

/** The quote endpoint family: one Lambda function. */
export const handler = familyHandler('quote', quoteRoutes, {
  'post-quote': postQuote,
});

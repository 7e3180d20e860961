/**
 * The names of the cart's writes in the /enrollment route's action (lib/route-action.ts), apart
 * from the writes themselves: the route module names them in its first chunk and loads the
 * writes (with the cart's schemas and texts) only when the cart submits one.
 */
export const authorizeIntent = 'authorize-elections';
export const savePcpIntent = 'save-pcp';

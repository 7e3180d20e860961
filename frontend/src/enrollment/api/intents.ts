/**
 * The name of the SSN popup's write in the /enrollment route's action (lib/route-action.ts), apart
 * from the write: the route module names it in its first chunk and loads the write (with its
 * schema) only when the popup submits.
 */
export const saveSsnIntent = 'save-ssn';

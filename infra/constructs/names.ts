/** "member-account" → "MemberAccount": construct ids and output names built from table and family ids. */
export const pascal = (id: string): string =>
  id.replace(/(^|[-_])([a-z0-9])/g, (_m, _sep: string, c: string) => c.toUpperCase());

/** At most this many dependents in one household (a guard, far above any real family). */
export const MAX_DEPENDENTS = 20;

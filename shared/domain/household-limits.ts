/** At most this many dependents in one household (a guard, far above any real family). */
export const MAX_DEPENDENTS = 20;

/** The birth date that fills an unused dependent slot of the contribution path (spec builder section 9). */
export const PADDING_BIRTHDATE = '1920-01-01';

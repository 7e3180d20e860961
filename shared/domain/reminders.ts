/**
 * The reminders' one rule of time (issue 39, item 4): an employee is reminded at most once in this
 * many hours, by HR's Remind and the schedule alike. Apart from shared/schemas/admin-window.ts
 * (which re-exports it) so that the storage code, which the employee pages' functions also load,
 * carries none of the console's schemas or texts.
 */
export const REMINDER_INTERVAL_HOURS = 48;

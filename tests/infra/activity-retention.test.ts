/**
 * The console's activity log is kept as long as the stage config says (issue 39, item 6): every
 * function that records activity (the console's two families and the reminder run) gets the
 * stage's `adminActivityRetentionDays` as ADMIN_ACTIVITY_RETENTION_DAYS, and no other function does.
 */
import { describe, expect, it } from 'vitest';
import { loadStage, parseStage } from '../../infra/config/stages';
import { type Props, portal } from './portal-fixture';

type Resource = { Type: string; Properties: Props };

/** ADMIN_ACTIVITY_RETENTION_DAYS of each function that has it, by POWERTOOLS_SERVICE_NAME. */
function retentionByService(name: 'dev' | 'prod'): Record<string, string> {
  const functions = portal(name).template.findResources('AWS::Lambda::Function') as Record<string, Resource>;
  const found: Record<string, string> = {};
  for (const fn of Object.values(functions)) {
    const env = (fn.Properties.Environment?.Variables ?? {}) as Record<string, string>;
    if (env.ADMIN_ACTIVITY_RETENTION_DAYS !== undefined)
      found[env.POWERTOOLS_SERVICE_NAME ?? '?'] = env.ADMIN_ACTIVITY_RETENTION_DAYS;
  }
  return found;
}

describe('the activity log retention', () => {
  it.each(['dev', 'prod'] as const)(
    "is the %s stage's, on the console's functions and the reminder run only",
    (name) => {
      const days = String(loadStage(name).adminActivityRetentionDays);
      expect(retentionByService(name)).toEqual({
        'ichra-admin': days,
        'ichra-admin-files': days,
        'ichra-reminders': days,
      });
    },
  );

  it('is seven years unless the stage says otherwise, and 90 days on dev', () => {
    expect(loadStage('prod').adminActivityRetentionDays).toBe(2557);
    expect(loadStage('dev').adminActivityRetentionDays).toBe(90);
    const { adminActivityRetentionDays: _dev, ...withoutIt } = loadStage('dev');
    expect(parseStage(withoutIt).adminActivityRetentionDays).toBe(2557);
  });
});

/**
 * The scheduled exports (infra/constructs/exports.ts): invoked by the stage's EventBridge Scheduler
 * schedule with the time it fired for, or by an operator with `{ "period": "YYYY-MM" }`, it writes
 * that period's payroll file and 834 files of every employer (or the employers named) into the
 * exports bucket (lambdas/exports/publish.ts). A run that could not write every employer's files
 * fails after writing the others, so Lambda retries it; a retry rewrites nothing already stored.
 * Logs carry keys and counts only, never a file's content.
 */
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { clock, exportRunPorts } from '../../composition';
import { runRequestOf } from '../../exports/delivery';
import { runScheduledExports, type RunReport } from '../../exports/publish';
import { logger } from '../../middleware/logger';
import { countEvent, eventOutcomes } from '../../middleware/observability';
import { observe } from '../../middleware/observe';

async function writeExports(event: unknown): Promise<RunReport> {
  try {
    const request = runRequestOf(event, clock());
    const report = await runScheduledExports(exportRunPorts(), request);
    const { period, written, unchanged, failed } = report;
    logger.info('Export run finished', { period, employers: report.employers.length, written, unchanged });
    if (failed.length) {
      for (const run of report.employers)
        if ('error' in run) logger.error('Employer exports failed', { ...run });
      throw new Error(
        `The exports of ${failed.length} employer(s) for ${period} failed: ${failed.join(', ')}`,
      );
    }
    countEvent(eventOutcomes.runSucceeded);
    return report;
  } catch (error) {
    countEvent(eventOutcomes.runFailed);
    throw error;
  }
}

const chain = middy<unknown, RunReport, Error, Context>()
  .use(observe<unknown, RunReport>())
  .handler(writeExports);

/** An operator or a test may invoke it without a Lambda context; middy then passes an empty one. */
export const handler = (event: unknown, context?: Context): Promise<RunReport> =>
  chain(event, context as Context);

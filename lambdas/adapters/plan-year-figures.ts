/**
 * The yearly figures an operator entered for a stage (`npm run ops -- plan-year set`), kept in the
 * plans table (infra/resources/tables.ts) beside the catalog, which is keyed by plan year too:
 *
 *   pk PLAN_YEAR_FIGURES   sk YEAR#<plan year>   one item per plan year
 *
 * The item holds up to four figures (affordability, hsa, hdhp, outOfPocketMax), each a map with
 * the amounts (integer cents; the percentage as a decimal string), its `source` citation and who
 * entered it when (`enteredBy`, `enteredAt`), plus `version`, which every save checks and raises,
 * so two operators saving the same year at once cannot lose one another's figure.
 *
 * All years live in one partition: a rule that needs them reads them with one Query (a handful of
 * small items), and `ops plan-year list` with the same Query; no Scan of the catalog's partitions.
 * Which figure wins when a built-in year holds it too is lambdas/rules/plan-year-figures.ts.
 */
import { DeleteCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type {
  AffordabilityFigure,
  HdhpLimits,
  HsaLimits,
  OutOfPocketCaps,
} from '../../shared/data/plan-years';
import { queryAll } from './query-all';

/** Who entered a stored figure, and when (an ISO timestamp). */
export interface EnteredBy {
  enteredBy: string;
  enteredAt: string;
}

/** A figure as stored: the built-in shape with its citation, never provisional, and who entered it. */
export type Stored<T> = Omit<T, 'provisional'> & EnteredBy;

/** The figures stored for one plan year; a figure not entered is absent. */
export interface StoredPlanYearFigures {
  planYear: number;
  /** Raised by every save; the next save must name the version it read. */
  version: number;
  affordability?: Stored<AffordabilityFigure>;
  hsa?: Stored<HsaLimits>;
  hdhp?: Stored<HdhpLimits>;
  outOfPocketMax?: Stored<OutOfPocketCaps>;
}

export const FIGURES_PK = 'PLAN_YEAR_FIGURES';
const yearSk = (planYear: number) => `YEAR#${planYear}`;

/** An item written by hand or by another version that the rules cannot read: named, never guessed. */
function malformed(item: Record<string, unknown>, what: string): never {
  throw new Error(`Stored plan-year figures ${String(item.sk)}: ${what}`);
}

function text(
  item: Record<string, unknown>,
  map: Record<string, unknown>,
  key: string,
  path: string,
): string {
  const value = map[key];
  if (typeof value !== 'string' || value === '') malformed(item, `${path}.${key} is not a text`);
  return value;
}

function cents(
  item: Record<string, unknown>,
  map: Record<string, unknown>,
  key: string,
  path: string,
): number {
  const value = map[key];
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0)
    malformed(item, `${path}.${key} is not a positive number of cents`);
  return value;
}

/** The figure map `name` of an item, with its citation and entry, or undefined when absent. */
function figure<T>(
  item: Record<string, unknown>,
  name: string,
  read: (map: Record<string, unknown>, path: string) => T,
): (T & { source: string } & EnteredBy) | undefined {
  const map = item[name];
  if (map === undefined || map === null) return undefined;
  if (typeof map !== 'object') malformed(item, `${name} is not a map`);
  const m = map as Record<string, unknown>;
  return {
    ...read(m, name),
    source: text(item, m, 'source', name),
    enteredBy: text(item, m, 'enteredBy', name),
    enteredAt: text(item, m, 'enteredAt', name),
  };
}

export function fromItem(item: Record<string, unknown>): StoredPlanYearFigures {
  const planYear = item.planYear;
  if (typeof planYear !== 'number' || !Number.isInteger(planYear) || item.sk !== yearSk(planYear))
    malformed(item, 'planYear does not match the key');
  return {
    planYear,
    version: typeof item.version === 'number' ? item.version : 0,
    affordability: figure(item, 'affordability', (m, p) => {
      const percent = text(item, m, 'requiredContributionPercent', p);
      if (!/^\d{1,2}(\.\d{1,2})?$/.test(percent))
        malformed(item, `${p}.requiredContributionPercent is not a percentage`);
      return { requiredContributionPercent: percent };
    }),
    hsa: figure(item, 'hsa', (m, p) => ({
      selfOnlyCents: cents(item, m, 'selfOnlyCents', p),
      familyCents: cents(item, m, 'familyCents', p),
      catchUp55Cents: cents(item, m, 'catchUp55Cents', p),
    })),
    hdhp: figure(item, 'hdhp', (m, p) => ({
      minDeductibleSelfOnlyCents: cents(item, m, 'minDeductibleSelfOnlyCents', p),
      minDeductibleFamilyCents: cents(item, m, 'minDeductibleFamilyCents', p),
      maxOutOfPocketSelfOnlyCents: cents(item, m, 'maxOutOfPocketSelfOnlyCents', p),
      maxOutOfPocketFamilyCents: cents(item, m, 'maxOutOfPocketFamilyCents', p),
    })),
    outOfPocketMax: figure(item, 'outOfPocketMax', (m, p) => ({
      selfOnlyCents: cents(item, m, 'selfOnlyCents', p),
      familyCents: cents(item, m, 'familyCents', p),
    })),
  };
}

/** The stored figures of the stage's plan years. */
export class PlanYearFigureStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  /** Every plan year with stored figures, ascending: one Query of the one partition. */
  async list(): Promise<StoredPlanYearFigures[]> {
    const items = await queryAll(this.db, {
      TableName: this.table,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': FIGURES_PK },
    });
    return items.map(fromItem).sort((a, b) => a.planYear - b.planYear);
  }

  /**
   * Writes a year's figures whole, as version `read + 1`, only if the item is still at the version
   * the caller read (`undefined`: there was none). Answers 'changed' when someone saved in between;
   * nothing is written then.
   */
  async save(
    figures: Omit<StoredPlanYearFigures, 'version'>,
    read: number | undefined,
  ): Promise<'saved' | 'changed'> {
    const guard =
      read === undefined
        ? { ConditionExpression: 'attribute_not_exists(pk)' }
        : {
            ConditionExpression: 'version = :read',
            ExpressionAttributeValues: { ':read': read },
          };
    try {
      await this.db.send(
        new PutCommand({
          TableName: this.table,
          Item: {
            pk: FIGURES_PK,
            sk: yearSk(figures.planYear),
            // A figure not entered is absent from the item, not an attribute without a value.
            ...Object.fromEntries(Object.entries(figures).filter(([, v]) => v !== undefined)),
            version: (read ?? 0) + 1,
          },
          ...guard,
        }),
      );
      return 'saved';
    } catch (error) {
      if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return 'changed';
      throw error;
    }
  }

  /** Removes a year's stored figures; answers what was removed, or undefined when there was none. */
  async remove(planYear: number): Promise<StoredPlanYearFigures | undefined> {
    const { Attributes } = await this.db.send(
      new DeleteCommand({
        TableName: this.table,
        Key: { pk: FIGURES_PK, sk: yearSk(planYear) },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return Attributes ? fromItem(Attributes) : undefined;
  }
}

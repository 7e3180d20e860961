/**
 * What the catalog's files hold once read and checked: per plan year and state, its counties,
 * service areas, plans, age-21 rates and benefits, each with the file and line it came from.
 */
import type { RatePeriod } from '../../../shared/domain/rating';
import type { Benefits } from '../../../shared/schemas/quote';

export interface Located {
  file: string;
  line: number;
}

export interface CountyRow extends Located {
  name: string;
  ratingArea: string;
}

export interface ServiceArea extends Located {
  entireState: boolean;
  counties: Map<string, Located>;
}

export interface PlanRow extends Located {
  planId: string;
  variantId: string;
  issuerId: string;
  issuerName: string;
  planName: string;
  planType: string;
  metalLevel: string;
  serviceAreaId: string;
  hsaEligible: boolean;
  effective: string;
  expiration: string;
  summaryUrl: string | null;
  networkUrl: string | null;
  deductibleIndividual: string;
  deductibleFamily: string;
  combinedDeductibleIndividual: string | null;
  oopIndividual: string;
  oopFamily: string;
  importDate: string;
  source: string;
}

export interface RateRow extends Located, RatePeriod {
  /** '21' or 'Family Option' */
  age: string;
}

export interface Group {
  planYear: number;
  state: string;
  counties: Map<string, CountyRow>;
  serviceAreas: Map<string, ServiceArea>;
  plans: Map<string, PlanRow>;
  /** planId -> rating area -> periods */
  rates: Map<string, Map<string, RateRow[]>>;
  /** variant plan id -> benefit rows */
  benefits: Map<string, Partial<Benefits>>;
}

export const newGroup = (planYear: number, state: string): Group => ({
  planYear,
  state,
  counties: new Map(),
  serviceAreas: new Map(),
  plans: new Map(),
  rates: new Map(),
  benefits: new Map(),
});

/** The counties a service area covers. */
export const countiesOf = (group: Group, area: ServiceArea): string[] =>
  area.entireState ? [...group.counties.keys()] : [...area.counties.keys()];

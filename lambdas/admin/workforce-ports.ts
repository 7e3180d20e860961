/**
 * What every scheduled run over an employer's workforce reads (the enrollment reminders, the ICHRA
 * notice sends, the proof reminders): the employer, its roster of the plan year, its census and
 * its members' languages. Each run's ports extend this with what it alone writes.
 */
import type { Employer } from '../../shared/domain/employer';
import type { Language } from '../../shared/domain/language';
import type { CensusEntry } from '../adapters/census';
import type { RosterAccount, RosterMember } from './tracker';

export interface WorkforcePorts {
  employer(employerId: string): Promise<Employer | undefined>;
  roster(
    employerId: string,
    planYear: number,
  ): Promise<{ members: RosterMember[]; accounts: RosterAccount[] }>;
  census(employerId: string): Promise<CensusEntry[]>;
  memberLanguages(employerId: string): Promise<Map<string, Language>>;
}

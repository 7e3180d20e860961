import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { memberPk } from './members';

/** What the contribution rules need of a saved dependent. */
export interface SavedDependent {
  id: string;
  /** As saved: pricing checks it is a date (lambdas/rules/household.ts `savedHousehold`). */
  dateofbirth: string;
  relationship: 'spouse' | 'child';
}

/** A saved dependent as Authorize Elections prices and records them (`listForPricing`). */
export interface PricingDependent extends SavedDependent {
  tobacco: boolean;
  firstname: string;
  lastname: string;
  gender: 'Male' | 'Female' | null;
  /** How a message names the dependent whose saved value needs correcting. */
  name: string;
}

/**
 * Dependents table (infra/resources/tables.ts): pk MEMBER#<memberid>, sk DEPENDENT#<id>, the
 * dependent's fields (shared/schemas/dependent.ts) as attributes. Read side only.
 */
export class DependentRepository {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  /** A member's saved dependents (one Query). */
  async listByMember(memberId: string): Promise<SavedDependent[]> {
    const { Items } = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :d)',
        ExpressionAttributeValues: { ':pk': memberPk(memberId), ':d': 'DEPENDENT#' },
        ProjectionExpression: 'id, dateofbirth, relationship',
      }),
    );
    return (Items ?? [])
      .filter(
        (i) =>
          typeof i.dateofbirth === 'string' && (i.relationship === 'spouse' || i.relationship === 'child'),
      )
      .map((i) => ({
        id: String(i.id),
        dateofbirth: String(i.dateofbirth),
        relationship: i.relationship as 'spouse' | 'child',
      }));
  }
  /**
   * A member's saved dependents with the tobacco flag household pricing needs, and the names and
   * gender the order set records of each person it covers (one Query; no SSN).
   */
  async listForPricing(memberId: string): Promise<PricingDependent[]> {
    const { Items } = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :d)',
        ExpressionAttributeValues: { ':pk': memberPk(memberId), ':d': 'DEPENDENT#' },
        ProjectionExpression: 'id, dateofbirth, relationship, istobaccouser, firstname, lastname, gender',
      }),
    );
    return (Items ?? [])
      .filter(
        (i) =>
          typeof i.dateofbirth === 'string' && (i.relationship === 'spouse' || i.relationship === 'child'),
      )
      .map((i) => ({
        id: String(i.id),
        dateofbirth: String(i.dateofbirth),
        relationship: i.relationship as 'spouse' | 'child',
        tobacco: i.istobaccouser === 'true' || i.istobaccouser === true,
        firstname: typeof i.firstname === 'string' ? i.firstname : '',
        lastname: typeof i.lastname === 'string' ? i.lastname : '',
        gender: i.gender === 'Male' || i.gender === 'Female' ? i.gender : null,
        // How a message names the dependent whose saved value needs correcting.
        name: [i.firstname, i.lastname].filter((n) => typeof n === 'string' && n.trim()).join(' '),
      }));
  }
}

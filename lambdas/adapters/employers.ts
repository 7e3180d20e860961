import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Employer } from '../../shared/domain/employer';

const employerPk = (id: string) => `EMPLOYER#${id.toLowerCase()}`;
const PROFILE = 'PROFILE';

interface EmployerItem {
  pk: string;
  sk: string;
  id: string;
  accountid: string;
  accountname: string;
  emailaddress?: string | null;
  teamid?: string | null;
  employeazecustomer: number;
  hsaonly: number;
  edoc_period?: number;
  logoKey?: string | null;
}

function toEmployer(item: EmployerItem): Employer {
  return {
    id: item.id,
    accountid: item.accountid,
    accountname: item.accountname,
    emailaddress: item.emailaddress ?? null,
    teamid: item.teamid ?? null,
    employeazecustomer: item.employeazecustomer === 1 ? 1 : item.employeazecustomer === 2 ? 2 : 0,
    hsaonly: item.hsaonly === 1 ? 1 : 0,
    edoc_period: item.edoc_period ?? 0,
    logoKey: item.logoKey ?? null,
  };
}

/** Employers table: the employer profile item (contacts, brokers and policies come later). */
export class EmployerRepository {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async get(id: string): Promise<Employer | undefined> {
    const { Item } = await this.db.send(new GetCommand({ TableName: this.table, Key: { pk: employerPk(id), sk: PROFILE } }));
    return Item ? toEmployer(Item as EmployerItem) : undefined;
  }

  async put(e: Employer): Promise<void> {
    const item: EmployerItem = { pk: employerPk(e.id), sk: PROFILE, ...e };
    await this.db.send(new PutCommand({ TableName: this.table, Item: item }));
  }
}

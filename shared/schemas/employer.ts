import * as z from 'zod/mini';
import { guid, ok } from './common';

/** The public face of an employer: what an unauthenticated registration page may see. */
export const publicEmployer = z.lazy(() =>
  z.object({
    id: guid,
    accountid: z.string(),
    accountname: z.string(),
    /** Same-origin URL of the logo image, or null when the employer has none. */
    logo: z.nullable(z.string()),
    emailaddress: z.nullable(z.string()),
    employeazecustomer: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    hsaonly: z.union([z.literal(0), z.literal(1)]),
    edoc_period: z.int().check(z.minimum(0), z.maximum(31)),
    /**
     * The enrollment window of the plan year the employer's employees enroll for now (dates
     * YYYY-MM-DD; the pages show "Enroll by <closes>"), or null when the employer has set none.
     */
    enrollmentWindow: z.nullable(z.object({ opens: z.string(), closes: z.string() })),
  }),
);
export type PublicEmployer = z.infer<typeof publicEmployer>;

export const employerIdPath = z.lazy(() => z.strictObject({ id: guid }));
export const employerResponse = z.lazy(() => ok({ data: publicEmployer }));

/** A member of the employer's broker team (GET /api/Brocker answers the lead broker, or null). */
export const broker = z.lazy(() =>
  z.object({
    firstName: z.string(),
    lastName: z.string(),
    emailAddress: z.nullable(z.string()),
    phoneNumber: z.nullable(z.string()),
  }),
);
export const brokerResponse = z.lazy(() => ok({ data: z.nullable(broker) }));

/** Contact types: 1 Insurance Broker, 2 Premium Payments/Banking, 3 HR, 4 Billing/Accounting, 5 Support. */
export const contactType = z.lazy(() =>
  z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
);
export const employerContact = z.lazy(() =>
  z.object({
    firstname: z.string(),
    middlename: z.nullable(z.string()),
    lastname: z.string(),
    emailaddress: z.nullable(z.string()),
    phonenumber: z.nullable(z.string()),
    contacttype: contactType,
    displaytoemployee: z.boolean(),
  }),
);
export const contactsResponse = z.lazy(() => ok({ data: z.array(employerContact) }));

/** An additional-service product (spec builder section 4). */
export const product = z.lazy(() =>
  z.object({
    option: z.string(),
    /** Monthly cost: a number of dollars with two decimals (held in cents until the answer). */
    cost: z.number().check(z.nonnegative()),
    subcategory: z.string(),
    vendorname: z.string(),
    description: z.string(),
    taxstatus: z.string(),
  }),
);
export const productsResponse = z.lazy(() => ok({ productlist: z.array(product) }));

/** An ICHRA document: its file name without .pdf, and a pre-signed link valid 15 minutes. */
export const employerDocument = z.lazy(() => z.object({ name: z.string(), url: z.url() }));
export const documentsResponse = z.lazy(() => ok({ data: z.array(employerDocument) }));

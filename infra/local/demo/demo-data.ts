/**
 * The demo employer and employee that `npm start` loads. Fictitious: example.com addresses only.
 */
export const demoEmployer = {
  id: '6f1c2a9e-4b7d-4c1e-9a3f-2d5b8e0c7a41',
  accountid: 'ACME-001',
  accountname: 'Acme Manufacturing',
  emailaddress: 'benefits@acme.example.com',
  teamid: 'b2d4f6a8-1c3e-4a5b-8d7f-9e0a1b2c3d4e',
  employeazecustomer: 1 as const,
  hsaonly: 1 as const,
  edoc_period: 10,
  logoFile: 'acme-logo.svg',
  logoContentType: 'image/svg+xml',
};

export const demoEmployee = {
  id: '3a8e5c1f-7d2b-4e9a-b6c4-0f1e2d3c4b5a',
  firstname: 'Jordan',
  lastname: 'Rivera',
  email: 'jordan.rivera@example.com',
  /** Meets the spec's policy: 8+ characters, upper, lower, digit, one of @$!%*?&#. */
  password: 'Demo#2026pass',
  phonenumber: '555-010-2233',
};

import { useState } from 'react';
import { employerTexts } from '../texts';
import type { PublicEmployer } from '../../../enrollment/api/get-employer';

export const defaultLogoUrl = '/default-logo.svg';

/** Logo size from spec portal section 9. */
const width = 190;
const height = 50;

/**
 * The employer's logo when the employer has one, else the product logo (followed by the
 * employer's name when the employer is known). A logo that fails to load falls back as well.
 */
export function EmployerLogo({ employer }: { employer: PublicEmployer | null }) {
  const [broken, setBroken] = useState<string | null>(null);
  const logo = employer?.logo && employer.logo !== broken ? employer.logo : null;
  if (logo && employer) {
    return (
      <img
        className="brand-logo"
        src={logo}
        alt={employerTexts('employerLogoAlt', { accountname: employer.accountname })}
        width={width}
        height={height}
        onError={() => setBroken(logo)}
      />
    );
  }
  return (
    <>
      <img
        className="brand-logo"
        src={defaultLogoUrl}
        alt={employerTexts('defaultLogoAlt')}
        width={width}
        height={height}
      />
      {employer && <span className="brand-name">{employer.accountname}</span>}
    </>
  );
}

import type { ReactNode } from 'react';
import { versionTexts } from '../texts';
import { mobileQuery, useMediaQuery } from '../../../lib/use-media-query';
import { VersionDetails } from './version-details';

/**
 * The stand-alone version-information page (spec portal section 2): the employer's logo and
 * name by the employer_id query parameter, in a desktop layout (brand panel beside the details)
 * and a mobile layout (a compact brand bar above them).
 */
export function VersionPage({
  employerName,
  logo,
  version,
}: {
  employerName: string | null;
  logo: ReactNode;
  /** The website version, asked for by the route's loader. */
  version: Promise<string>;
}) {
  const mobile = useMediaQuery(mobileQuery);
  const name = employerName ?? versionTexts('versionEmployerName');
  return (
    <section
      className={`version-page ${mobile ? 'version-page--mobile' : 'version-page--desktop'}`}
      aria-labelledby="version-title"
    >
      <div className="version-page__brand">
        {logo}
        <p className="version-page__employer">{name}</p>
      </div>
      <div className="version-page__details card">
        <h1 id="version-title">{versionTexts('versionInformation')}</h1>
        <VersionDetails employerName={name} version={version} />
      </div>
    </section>
  );
}

import { Suspense, use } from 'react';
import { versionTexts } from '../texts';
import { commonTexts } from '../../../lib/texts';

/** The website version once its request answers (the request started where the page or dialog opened). */
function WebsiteVersion({ version }: { version: Promise<string> }) {
  return use(version);
}

/** The version facts: the release notice and the website version ('Loading...' until it answers). */
export function VersionDetails({
  employerName,
  version,
}: {
  employerName: string;
  version: Promise<string>;
}) {
  return (
    <div className="version-details">
      <dl className="version-details__list">
        <div>
          <dt>{versionTexts('versionEmployerLabel')}</dt>
          <dd>{employerName}</dd>
        </div>
        <div>
          <dt>{versionTexts('versionWebsiteLabel')}</dt>
          <dd>
            <Suspense fallback={<span aria-busy="true">{commonTexts('loading')}</span>}>
              <WebsiteVersion version={version} />
            </Suspense>
          </dd>
        </div>
        <div>
          <dt>{versionTexts('versionLabel')}</dt>
          <dd>{commonTexts('frontEndVersion')}</dd>
        </div>
      </dl>
      <p className="version-details__notice">{versionTexts('versionReleaseNotice')}</p>
    </div>
  );
}

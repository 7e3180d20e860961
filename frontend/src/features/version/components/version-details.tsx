import { Suspense, use } from 'react';
import { messages } from '../../../../../shared/messages';

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
          <dt>{messages.versionEmployerLabel}</dt>
          <dd>{employerName}</dd>
        </div>
        <div>
          <dt>{messages.versionWebsiteLabel}</dt>
          <dd>
            <Suspense fallback={<span aria-busy="true">{messages.loading}</span>}>
              <WebsiteVersion version={version} />
            </Suspense>
          </dd>
        </div>
        <div>
          <dt>{messages.versionLabel}</dt>
          <dd>{messages.frontEndVersion}</dd>
        </div>
      </dl>
      <p className="version-details__notice">{messages.versionReleaseNotice}</p>
    </div>
  );
}

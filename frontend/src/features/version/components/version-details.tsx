import { messages } from '../../../../../shared/messages';

/** The version facts: the release notice and the website version (null while loading). */
export function VersionDetails({ employerName, version }: { employerName: string; version: string | null }) {
  return (
    <div className="version-details">
      <dl className="version-details__list">
        <div>
          <dt>{messages.versionEmployerLabel}</dt>
          <dd>{employerName}</dd>
        </div>
        <div>
          <dt>{messages.versionWebsiteLabel}</dt>
          <dd aria-busy={version === null}>{version ?? messages.loading}</dd>
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

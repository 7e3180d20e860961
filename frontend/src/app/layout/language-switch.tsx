import { useState, useSyncExternalStore } from 'react';
import {
  activateLocale,
  currentLocale,
  localeNames,
  locales,
  onLocaleChange,
  sourceLocale,
  type Locale,
} from '../../lib/i18n';
import { appTexts } from '../texts';

/**
 * The language switch (issue 26): one button per other language, named in that language (and
 * marked with its `lang`, so a screen reader says it right). Choosing one loads its texts, shows
 * the page in it and keeps the choice for the next visit; `onChosen` lets the signed-in pages
 * store it on the member.
 */
export function LanguageSwitch({
  className,
  onChosen,
}: {
  className?: string;
  onChosen?: (locale: Locale) => void;
}) {
  const locale = useSyncExternalStore(onLocaleChange, currentLocale, () => sourceLocale);
  const [busy, setBusy] = useState(false);
  return (
    <div
      className={['language-switch', className].filter(Boolean).join(' ')}
      role="group"
      aria-label={appTexts('languageLabel')}
    >
      {locales
        .filter((l) => l !== locale)
        .map((l) => (
          <button
            key={l}
            type="button"
            lang={l}
            className="language-switch__button"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              activateLocale(l).then(
                () => onChosen?.(l),
                () => setBusy(false),
              );
            }}
          >
            {localeNames[l]}
          </button>
        ))}
    </div>
  );
}

/**
 * Keeps a signed-in member's choice on the member, so it follows them to another browser and
 * their e-mails go out in it. Best effort: the page is already in the chosen language and the
 * choice is kept on this browser; the API client loads only now.
 */
export function saveLanguageOnMember(locale: Locale): void {
  import('../../enrollment/api/member-language')
    .then(({ saveMemberLanguage }) => saveMemberLanguage(locale))
    .catch(() => undefined);
}

import { profileTexts } from '../texts';

/**
 * A field label with the required asterisk (spec section 5). The asterisk is only drawn: the
 * input's own `required` state tells assistive technology.
 */
export function RequiredLabel({ text }: { text: string }) {
  return (
    <>
      {text}
      <span className="profile-required" aria-hidden="true">
        {' *'}
      </span>
    </>
  );
}

/** The sentence explaining the asterisk, once per form. */
export function RequiredHint() {
  return <p className="profile-hint">{profileTexts('requiredMarkerHint')}</p>;
}

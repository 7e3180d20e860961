/**
 * The ZIP code with its lookup (spec builder sections 2, 5 and 8): digits only, at most 5 typed,
 * a 4-digit ZIP padded with a leading 0. One county is applied at once; several open the
 * 'Select a county' chooser, which closes only by choosing. City, county and state are read-only.
 */
import { Button, TextField } from '@aws-amplify/ui-react';
import { useRef, useState } from 'react';
import { normalizeZip } from '../../../../../shared/domain/location';
import { apiTexts } from '../../../lib/api-texts';
import { profileTexts } from '../texts';
import { zipCode } from '../../../../../shared/schemas/profile';
import { limitsOf } from '../../../components/form/schema-fields';
import { Modal } from '../../../components/modal';
import { useSnackbar } from '../../../components/snackbar';
import { ApiError } from '../../../lib/api-client';
import { lookupZip, type Location } from '../../../enrollment/api/lookup-zip';
import type { ProfileFormApi } from '../use-profile-form';
import { RequiredLabel } from './required-label';
import { profileLabels } from '../profile-labels';

/** How many digits a ZIP code has, by the shared schema. */
const zipLength = (): number => limitsOf(zipCode).maxLength ?? 0;

const l = profileLabels;

export function ZipField({ api }: { api: ProfileFormApi }) {
  const { form, setMember, touch, errorOf } = api;
  const { showError } = useSnackbar();
  const [choices, setChoices] = useState<Location[] | null>(null);
  const [looking, setLooking] = useState(false);
  // The ZIP whose location the form holds, so that leaving the field does not look it up again.
  const resolved = useRef(form.city ? form.postalcode : '');
  const pending = useRef<AbortController | null>(null);

  const apply = (location: Location) => {
    resolved.current = location.zipcode;
    setMember('postalcode', location.zipcode);
    setMember('city', location.city);
    setMember('county', location.countyname);
    setMember('stateorprovince', location.state);
  };

  const look = async (typed: string) => {
    let zip: string;
    try {
      zip = normalizeZip(typed);
    } catch {
      showError(apiTexts().checkZip);
      return;
    }
    if (zip === resolved.current) return;
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setMember('postalcode', zip);
    setLooking(true);
    try {
      const list = await lookupZip(zip);
      if (controller.signal.aborted) return;
      if (list.length === 1) apply(list[0]!);
      else if (list.length > 1) setChoices(list);
      else showError(apiTexts().unknownZip);
    } catch (err) {
      if (controller.signal.aborted) return;
      // The server's message first (spec section 8): 'Invalid or non-existent zip code'.
      showError(
        err instanceof ApiError && (err.status === 404 || err.status === 400)
          ? err.message
          : profileTexts('zipLookupFailed'),
      );
    } finally {
      if (pending.current === controller) {
        pending.current = null;
        setLooking(false);
      }
    }
  };

  return (
    <>
      <TextField
        className="profile-field profile-field--zip"
        label={<RequiredLabel text={l().postalcode} />}
        name="postalcode"
        isRequired
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={zipLength()}
        value={form.postalcode}
        hasError={!!errorOf('member.postalcode')}
        errorMessage={errorOf('member.postalcode')}
        descriptiveText={looking ? profileTexts('zipLookingUp') : undefined}
        onChange={(e) => {
          const typed = e.target.value.replace(/\D/g, '').slice(0, zipLength());
          setMember('postalcode', typed);
          if (typed !== resolved.current) {
            // The location belongs to the ZIP it was found for.
            setMember('city', '');
            setMember('county', '');
            setMember('stateorprovince', '');
            resolved.current = '';
          }
          if (typed.length === zipLength()) void look(typed);
        }}
        onBlur={() => {
          touch('member.postalcode');
          const typed = form.postalcode;
          if (!typed) showError(profileTexts('enterZip'));
          else if (typed !== resolved.current && !looking) void look(typed);
        }}
      />
      <TextField
        className="profile-field"
        label={<RequiredLabel text={l().city} />}
        name="city"
        isReadOnly
        value={form.city}
        hasError={!!errorOf('member.city')}
        errorMessage={errorOf('member.city')}
      />
      <TextField
        className="profile-field"
        label={<RequiredLabel text={l().county} />}
        name="county"
        isReadOnly
        value={form.county}
        hasError={!!errorOf('member.county')}
        errorMessage={errorOf('member.county')}
      />
      <TextField
        className="profile-field"
        label={<RequiredLabel text={l().stateorprovince} />}
        name="stateorprovince"
        isReadOnly
        value={form.stateorprovince}
        hasError={!!errorOf('member.stateorprovince')}
        errorMessage={errorOf('member.stateorprovince')}
      />
      <Modal
        open={choices !== null}
        // The chooser closes only by choosing a county (spec section 4).
        onClose={() => undefined}
        closeIcon={false}
        title={profileTexts('selectCounty')}
      >
        <p>{profileTexts('selectCountyIntro', { zip: choices?.[0]?.zipcode ?? form.postalcode })}</p>
        <div className="profile-county-choices">
          {choices?.map((c) => (
            <Button
              key={c.countycode}
              variation="primary"
              onClick={() => {
                apply(c);
                setChoices(null);
              }}
            >
              {c.countyname}
            </Button>
          ))}
        </div>
      </Modal>
    </>
  );
}

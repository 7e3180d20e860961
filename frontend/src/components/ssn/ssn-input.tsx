/**
 * The one SSN input of the portal: three boxes of 3, 2 and 4 digits that keep digits only and
 * move on when a box is full. Used by the profile (features/profile ssn-field.tsx) and by the SSN
 * popup of an election (enrollment/components/election-ssn-modal.tsx); the rules are in
 * ssn-parts.ts, the messages are the caller's.
 */
import { TextField } from '@aws-amplify/ui-react';
import { useRef } from 'react';
import { componentTexts } from '../texts';
import { ssnPartLengths, ssnPartValue, type SsnPartIndex, type SsnParts } from './ssn-parts';

const indexes = [0, 1, 2] as const;

export interface SsnInputProps {
  parts: SsnParts;
  onChange: (index: SsnPartIndex, digits: string) => void;
  onBlur?: () => void;
  /** Marks the boxes invalid; `describedBy` names the element that says why. */
  hasError?: boolean;
  describedBy?: string;
  /** The boxes' labels are read by screen readers only (the profile shows one legend). */
  labelHidden?: boolean;
  /** Marks the boxes required (the profile's SSN is). */
  isRequired?: boolean;
  /** Boxes named ssn1..ssn3 (the profile form's names). */
  named?: boolean;
  className?: string;
  size?: 'small' | 'large';
}

export function SsnInput({
  parts,
  onChange,
  onBlur,
  hasError,
  describedBy,
  labelHidden,
  isRequired,
  named,
  className,
  size,
}: SsnInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  return (
    <>
      {indexes.map((i) => (
        <TextField
          key={i}
          className={className}
          size={size}
          width={`${ssnPartLengths[i] + 2.5}rem`}
          label={[componentTexts('ssnPart1'), componentTexts('ssnPart2'), componentTexts('ssnPart3')][i]}
          labelHidden={labelHidden}
          name={named ? `ssn${i + 1}` : undefined}
          isRequired={isRequired}
          inputMode="numeric"
          autoComplete="off"
          maxLength={ssnPartLengths[i]}
          value={parts[i]}
          hasError={hasError}
          aria-describedby={hasError ? describedBy : undefined}
          ref={(el: HTMLInputElement | null) => {
            boxes.current[i] = el;
          }}
          onChange={(e) => {
            const digits = ssnPartValue(e.target.value, i);
            onChange(i, digits);
            // A full box moves on to the next one.
            if (digits.length === ssnPartLengths[i] && i < 2) boxes.current[i + 1]?.focus();
          }}
          onBlur={onBlur}
        />
      ))}
    </>
  );
}

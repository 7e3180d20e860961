/**
 * The SSN popup of an election as the steps use it: its code (the three boxes, the save) loads the
 * first time it opens, and it then stays mounted so that closing it returns the focus to the
 * control that opened it. Options, Shop and Cart each hold one; most members never open it.
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import { useOpenedOnce } from '../../components/use-opened-once';
import { withTexts } from '../../lib/i18n';

export { useSsnOnFile } from '../ssn-on-file';

const ElectionSsnDialog = lazy(
  withTexts(() => import('./election-ssn-modal').then((m) => ({ default: m.ElectionSsnDialog }))),
);

export function ElectionSsnModal(props: ComponentProps<typeof ElectionSsnDialog>) {
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ElectionSsnDialog {...props} />
    </Suspense>
  );
}

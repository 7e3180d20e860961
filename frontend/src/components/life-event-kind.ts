/**
 * A life event's kind in the language shown (issue 40, item 5): the employee's /life-event page and
 * the console's review of life events say it the same way. The API and the stored events keep the
 * kind as shared/domain/enrollment-gate.ts `lifeEventKinds` spells it.
 */
import type { LifeEventKind } from '../../../shared/domain/enrollment-gate';
import { componentTexts } from './texts';

/** Each kind's label, read one key at a time (so the catalog test sees every key used). */
const labels: Record<LifeEventKind, () => string> = {
  marriage: () => componentTexts('lifeEventKinds.marriage'),
  birth: () => componentTexts('lifeEventKinds.birth'),
  adoption: () => componentTexts('lifeEventKinds.adoption'),
  'loss-of-coverage': () => componentTexts('lifeEventKinds.lossOfCoverage'),
  move: () => componentTexts('lifeEventKinds.move'),
  'gained-ichra': () => componentTexts('lifeEventKinds.gainedIchra'),
};

export const lifeEventKindLabel = (kind: LifeEventKind): string => labels[kind]();

/**
 * How a county's plans are held in the plans table (the layout at the top of plans.ts): the keys,
 * the chunk codec (gzipped JSON of up to 100 plans, the fields they share held once) and the
 * decoded-chunk cache of a warm container. Shared by the quote's reads (plans.ts) and the
 * importer's writes (plan-catalog.ts).
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import type { PlanOffer } from '../../shared/domain/rating';
import { benefitFields, type Benefits } from '../../shared/domain/plan-benefits';

export const partition = (planYear: number, countyFips: string) => `PLANS#${planYear}#${countyFips}`;
export const HEAD = 'HEAD';
export const versionPrefix = (version: string) => `V#${version}#`;
export const chunkSk = (version: string, n: number) =>
  `${versionPrefix(version)}PLANS#${String(n).padStart(3, '0')}`;
/** Bounds of one item: well under DynamoDB's 400 KB. */
const CHUNK_PLANS = 100;
const CHUNK_CHARS = 150_000;
export const catalogPk = (planYear: number) => `CATALOG#${planYear}`;
export const catalogSk = (state: string) => `STATE#${state}`;

/** What an import of a plan year and state wrote. */
export interface CatalogEntry {
  planYear: number;
  state: string;
  version: string;
  /** sha256 of the imported content: an import of the same content writes nothing. */
  digest: string;
  importedAt: string;
  source: string;
  plans: number;
  /** Plans offered per county. */
  counties: Record<string, number>;
  /** Items of the version per county (so it can be removed without reading it). */
  chunks: Record<string, number>;
}

/** What every plan of a county partition shares: held once per item. */
const sharedFields = ['planYear', 'state', 'countyFips', 'ratingArea', 'importedOn'] as const;
type Shared = Pick<PlanOffer, (typeof sharedFields)[number]>;
/** A plan in an item: its own fields, and its benefit rows in the order of the item's `benefitFields`. */
type StoredPlan = Omit<PlanOffer, 'benefits' | (typeof sharedFields)[number]> & {
  benefits: (string | null)[];
};
interface StoredChunk {
  shared: Shared;
  benefitFields: readonly string[];
  plans: StoredPlan[];
}
export interface ChunkItem {
  pk: string;
  sk: string;
  version: string;
  count: number;
  /** gzip of the JSON of a StoredChunk */
  plans: Uint8Array;
}

function toStored(offer: PlanOffer): StoredPlan {
  const { planYear: _y, state: _s, countyFips: _c, ratingArea: _r, importedOn: _i, benefits, ...own } = offer;
  return { ...own, benefits: benefitFields.map((f) => benefits[f]) };
}

/** A county's offers as chunk items of a version. */
export function toChunkItems(version: string, offers: readonly PlanOffer[]): ChunkItem[] {
  const byCounty = new Map<string, PlanOffer[]>();
  for (const o of offers) {
    const key = partition(o.planYear, o.countyFips);
    byCounty.set(key, [...(byCounty.get(key) ?? []), o]);
  }
  const items: ChunkItem[] = [];
  for (const [pk, list] of byCounty) {
    const first = list[0] as PlanOffer;
    const shared = Object.fromEntries(sharedFields.map((f) => [f, first[f]])) as Shared;
    for (const o of list) {
      for (const f of sharedFields)
        if (o[f] !== shared[f])
          throw new Error(`Plans of ${pk} differ in ${f}: ${String(o[f])} and ${String(shared[f])}`);
    }
    let chunk: StoredPlan[] = [];
    let chars = 0;
    let n = 0;
    const flush = () => {
      const stored: StoredChunk = { shared, benefitFields, plans: chunk };
      if (chunk.length)
        items.push({
          pk,
          sk: chunkSk(version, ++n),
          version,
          count: chunk.length,
          plans: gzipSync(JSON.stringify(stored)),
        });
      chunk = [];
      chars = 0;
    };
    for (const offer of list) {
      const stored = toStored(offer);
      const size = JSON.stringify(stored).length;
      if (chunk.length >= CHUNK_PLANS || (chunk.length && chars + size > CHUNK_CHARS)) flush();
      chunk.push(stored);
      chars += size;
    }
    flush();
  }
  return items;
}

/** The offers of an item. The parsed plans are owned here and completed in place: no copies on a quote's path. */
/**
 * Decoded chunks, per warm container. A chunk item never changes: an import writes a new version
 * (a new sort key) and switches HEAD, so the key identifies the content. Bounded, oldest out.
 */
const decodedChunks = new Map<string, PlanOffer[]>();
const MAX_DECODED_CHUNKS = 256;

export function cachedOffers(item: ChunkItem): PlanOffer[] {
  const key = `${item.pk}\u0000${item.sk}`;
  let offers = decodedChunks.get(key);
  if (!offers) {
    offers = toOffers(item);
    if (decodedChunks.size >= MAX_DECODED_CHUNKS)
      decodedChunks.delete(decodedChunks.keys().next().value as string);
    decodedChunks.set(key, offers);
  }
  return offers;
}

function toOffers(item: ChunkItem): PlanOffer[] {
  const chunk = JSON.parse(gunzipSync(item.plans).toString('utf8')) as StoredChunk;
  return chunk.plans.map((stored) => {
    const offer = Object.assign(stored, chunk.shared) as unknown as PlanOffer & { benefits: unknown };
    const rows = stored.benefits;
    const benefits = {} as Record<string, string | null>;
    for (const f of benefitFields) benefits[f] = null;
    chunk.benefitFields.forEach((f, i) => {
      if (f in benefits) benefits[f] = rows[i] ?? null;
    });
    offer.benefits = benefits as Benefits;
    offer.combinedDeductibleIndividual ??= null;
    offer.summaryOfBenefitsUrl ??= null;
    offer.providerDirectoryUrl ??= null;
    for (const r of offer.rates) r.tobacco21Cents ??= null;
    return offer as PlanOffer;
  });
}

export function toEntry(item: Record<string, unknown>): CatalogEntry {
  const { pk: _pk, sk: _sk, ...entry } = item;
  return entry as unknown as CatalogEntry;
}

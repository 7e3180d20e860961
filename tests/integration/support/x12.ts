/**
 * Reading an 834 back the way a carrier's system would: through the x12-parser package, not our
 * own writer's code, so a test compares what was written with what an independent reader finds.
 */
import { Readable } from 'node:stream';
import { X12parser } from 'x12-parser';

/** One segment as the parser answers it: its name and its elements by position (`ISA01`…). */
export type X12Segment = { name: string } & Record<string, string>;

/** The segments of an 834's text, in order. */
export async function readX12(body: string): Promise<X12Segment[]> {
  const parser = new X12parser();
  Readable.from([Buffer.from(body, 'ascii')]).pipe(parser);
  const segments: X12Segment[] = [];
  for await (const segment of parser) segments.push(segment as X12Segment);
  return segments;
}

/**
 * Scoring of the scam and off-platform detector on the labelled set
 * (bench/data/trust-labelled.json, docs/decisions/044): per kind, a text counts as a true
 * positive when it is labelled with the kind and the detector finds it, a false positive when
 * the detector finds a kind the text is not labelled with, a false negative the other way round.
 * Used by `npm run bench:trust` and by the test that keeps the targets.
 */
import {
  detectRisks,
  FINDING_KINDS,
  type FindingKind,
  riskKinds,
} from '../src/shared/trust/detector.ts';
import labelled from './data/trust-labelled.json' with { type: 'json' };

export type LabelledText = {
  id: string;
  source: string;
  heldOut: boolean;
  kinds: FindingKind[];
  text: string;
};

export const LABELLED_TEXTS = labelled.texts as LabelledText[];

export type Score = { tp: number; fp: number; fn: number; precision: number; recall: number };
export type Miss = { id: string; kind: FindingKind | 'any'; text: string; found: FindingKind[] };
export type Evaluation = {
  texts: number;
  positives: number;
  byKind: Record<FindingKind, Score>;
  /** All kinds pooled (micro average). */
  overall: Score;
  /** Text flagged at all vs labelled with any kind. */
  anyRisk: Score;
  falsePositives: Miss[];
  falseNegatives: Miss[];
};

function score(tp: number, fp: number, fn: number): Score {
  return {
    tp,
    fp,
    fn,
    precision: tp + fp === 0 ? 1 : tp / (tp + fp),
    recall: tp + fn === 0 ? 1 : tp / (tp + fn),
  };
}

export function evaluate(texts: readonly LabelledText[]): Evaluation {
  const counts = Object.fromEntries(
    FINDING_KINDS.map((k) => [k, { tp: 0, fp: 0, fn: 0 }]),
  ) as Record<FindingKind, { tp: number; fp: number; fn: number }>;
  const any = { tp: 0, fp: 0, fn: 0 };
  const falsePositives: Miss[] = [];
  const falseNegatives: Miss[] = [];
  for (const item of texts) {
    const found = riskKinds(detectRisks(item.text));
    for (const kind of FINDING_KINDS) {
      const want = item.kinds.includes(kind);
      const got = found.includes(kind);
      if (want && got) counts[kind].tp++;
      else if (got) {
        counts[kind].fp++;
        falsePositives.push({ id: item.id, kind, text: item.text, found });
      } else if (want) {
        counts[kind].fn++;
        falseNegatives.push({ id: item.id, kind, text: item.text, found });
      }
    }
    const want = item.kinds.length > 0;
    const got = found.length > 0;
    if (want && got) any.tp++;
    else if (got) any.fp++;
    else if (want) any.fn++;
  }
  const byKind = Object.fromEntries(
    FINDING_KINDS.map((k) => [k, score(counts[k].tp, counts[k].fp, counts[k].fn)]),
  ) as Record<FindingKind, Score>;
  const pooled = FINDING_KINDS.reduce(
    (sum, k) => ({
      tp: sum.tp + counts[k].tp,
      fp: sum.fp + counts[k].fp,
      fn: sum.fn + counts[k].fn,
    }),
    { tp: 0, fp: 0, fn: 0 },
  );
  return {
    texts: texts.length,
    positives: texts.filter((t) => t.kinds.length > 0).length,
    byKind,
    overall: score(pooled.tp, pooled.fp, pooled.fn),
    anyRisk: score(any.tp, any.fp, any.fn),
    falsePositives,
    falseNegatives,
  };
}

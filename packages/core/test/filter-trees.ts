import fc from 'fast-check';
import type { FilterExpr } from '../src/filter/ast.ts';

/**
 * Random filter trees whose leaves are `comparison`s: `not`, `and` and `or` of at most 3 operands over 4
 * levels, so at most 81 comparisons, inside FILTER_LIMITS.
 */
export function filterTrees(comparison: fc.Arbitrary<FilterExpr>): fc.Arbitrary<FilterExpr> {
  return fc.letrec<{ expr: FilterExpr }>((tie) => ({
    expr: fc.oneof(
      { maxDepth: 4, depthSize: 'small' },
      comparison,
      tie('expr').map((arg): FilterExpr => ({ kind: 'not', arg })),
      fc
        .array(tie('expr'), { minLength: 2, maxLength: 3 })
        .map((args): FilterExpr => ({ kind: 'and', args })),
      fc.array(tie('expr'), { minLength: 2, maxLength: 3 }).map((args): FilterExpr => ({ kind: 'or', args })),
    ),
  })).expr;
}

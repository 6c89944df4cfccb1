/**
 * Algolia `facetFilters`: an AND of groups, each group an OR of
 * `attribute:value` strings; a leading `-` (on the attribute or the value)
 * negates one. A plain string at the top level is a group of one.
 */

export type FacetFilters = string | readonly (string | readonly string[])[];

export interface FacetCondition {
  attribute: string;
  value: string;
  negated: boolean;
}

/** Groups of conditions: every group must match; one condition per group. */
export type FacetClauses = FacetCondition[][];

export function parseFacetFilter(filter: string): FacetCondition {
  const separator = filter.indexOf(':');
  if (separator <= 0) {
    throw new Error(
      `Invalid facet filter "${filter}": expected "attribute:value"`,
    );
  }
  let attribute = filter.slice(0, separator);
  let value = filter.slice(separator + 1);
  let negated = false;
  if (attribute.startsWith('-')) {
    negated = true;
    attribute = attribute.slice(1);
  } else if (value.startsWith('-')) {
    negated = true;
    value = value.slice(1);
  }
  return {attribute, value, negated};
}

export function parseFacetFilters(
  filters: FacetFilters | undefined,
): FacetClauses {
  if (filters === undefined) {
    return [];
  }
  const groups = typeof filters === 'string' ? [filters] : filters;
  return groups.map((group) =>
    (typeof group === 'string' ? [group] : [...group]).map(parseFacetFilter),
  );
}

function conditionHolds(
  record: Record<string, unknown>,
  {attribute, value, negated}: FacetCondition,
): boolean {
  const actual = record[attribute];
  const values = Array.isArray(actual) ? actual : [actual];
  const matches = values.some((candidate) => String(candidate) === value);
  return negated ? !matches : matches;
}

export function matchesFacets(
  record: Record<string, unknown>,
  clauses: FacetClauses,
): boolean {
  return clauses.every((group) =>
    group.some((condition) => conditionHolds(record, condition)),
  );
}

/**
 * Values an attribute can take under these clauses: the positive values of
 * a group made only of that attribute, or `undefined` when unrestricted.
 */
export function allowedValues(
  clauses: FacetClauses,
  attribute: string,
): Set<string> | undefined {
  let allowed: Set<string> | undefined;
  for (const group of clauses) {
    if (
      group.length > 0 &&
      group.every((c) => c.attribute === attribute && !c.negated)
    ) {
      const values = new Set(group.map((c) => c.value));
      allowed = allowed
        ? new Set([...allowed].filter((value) => values.has(value)))
        : values;
    }
  }
  return allowed;
}

/**
 * Typo tolerance as readers know it from hosted search: a wrong, missing or
 * extra letter, or two swapped neighbours, is one typo (optimal string
 * alignment distance), and longer words may hold more typos.
 */

/** Typos allowed in a query word of this length (Algolia's defaults). */
export function allowedTypos(length: number): number {
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}

/** Rows of the distance table, reused: a query scans the whole lexicon. */
let rows: [Int32Array, Int32Array, Int32Array] = [
  new Int32Array(32),
  new Int32Array(32),
  new Int32Array(32),
];

/**
 * Optimal string alignment distances from `a` to `b` and, when `b` is
 * longer, to the first `a.length` letters of `b` (a typo in a word still
 * being typed), each `max + 1` as soon as it is known to exceed `max`.
 * Both come from one table: its cells for the shorter `b` are the same.
 */
export function typoDistances(
  a: string,
  b: string,
  max: number,
): [whole: number, start: number] {
  const over = max + 1;
  const wantsWhole = Math.abs(a.length - b.length) <= max;
  const wantsStart = b.length > a.length;
  if (!wantsWhole && !wantsStart) {
    return [over, over];
  }
  const columns = wantsWhole ? b.length : a.length;
  if (rows[0].length <= columns) {
    rows = [
      new Int32Array(columns * 2),
      new Int32Array(columns * 2),
      new Int32Array(columns * 2),
    ];
  }
  let [before, previous, current] = rows;
  for (let j = 0; j <= columns; j += 1) {
    previous[j] = j;
  }
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    const letter = a.charCodeAt(i - 1);
    for (let j = 1; j <= columns; j += 1) {
      const cost = letter === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + cost,
      );
      if (
        i > 1 &&
        j > 1 &&
        letter === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) {
        rowMin = value;
      }
    }
    if (rowMin > max) {
      return [over, over];
    }
    [before, previous, current] = [previous, current, before];
  }
  return [
    wantsWhole ? Math.min(previous[b.length]!, over) : over,
    wantsStart ? Math.min(previous[a.length]!, over) : over,
  ];
}

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
 *
 * Only the band of cells within `max` of the diagonal is computed: a cell
 * further off stands for at least that many insertions or deletions, so it
 * can only lead to distances over `max`, and it is read as `max + 1`. A
 * query word is compared with every word of the lexicon, so this is most
 * of the cost of a word the lexicon does not hold (a typo, a word being
 * typed): the band has `2 * max + 1` cells a row where the whole table has
 * one per letter of `b`.
 *
 * The pair it returns is reused by the next call (read it at once): a
 * new pair for each of the ten thousand words of a scan was most of the
 * garbage a query made.
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
    return answer(over, over);
  }
  const columns = wantsWhole ? b.length : a.length;
  if (rows[0].length <= columns + 1) {
    rows = [
      new Int32Array(columns * 2 + 2),
      new Int32Array(columns * 2 + 2),
      new Int32Array(columns * 2 + 2),
    ];
  }
  let [before, previous, current] = rows;
  for (let j = 0; j <= Math.min(columns, max); j += 1) {
    previous[j] = j;
  }
  if (max + 1 <= columns) {
    previous[max + 1] = over;
  }
  for (let i = 1; i <= a.length; i += 1) {
    const low = Math.max(1, i - max);
    const high = Math.min(columns, i + max);
    // The cells beside the band, which the band's cells read.
    current[low - 1] = low === 1 ? i : over;
    if (high < columns) {
      current[high + 1] = over;
    }
    let rowMin = current[low - 1]!;
    const letter = a.charCodeAt(i - 1);
    for (let j = low; j <= high; j += 1) {
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
      return answer(over, over);
    }
    [before, previous, current] = [previous, current, before];
  }
  return answer(
    wantsWhole ? Math.min(previous[b.length]!, over) : over,
    wantsStart ? Math.min(previous[a.length]!, over) : over,
  );
}

const pair: [whole: number, start: number] = [0, 0];

function answer(whole: number, start: number): [whole: number, start: number] {
  pair[0] = whole;
  pair[1] = start;
  return pair;
}

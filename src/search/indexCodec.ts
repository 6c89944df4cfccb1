/**
 * A denser encoding of MiniSearch's JSON: shard indexes are the largest
 * thing the reader downloads. Document ids are the record positions
 * (0..n-1), so `documentIds` is rebuilt instead of stored; per-term postings
 * become flat arrays. `unpackIndex(packIndex(json))` equals `json`.
 */

/** The object MiniSearch#toJSON returns (serialization version 2). */
export interface MiniSearchJson {
  documentCount: number;
  nextId: number;
  documentIds: Record<string, number>;
  fieldIds: Record<string, number>;
  fieldLength: Record<string, number[]>;
  averageFieldLength: number[];
  storedFields: Record<string, unknown>;
  dirtCount: number;
  index: [string, Record<string, Record<string, number>>][];
  serializationVersion: number;
}

/**
 * Postings of one term: `[fieldId, doc, doc, …]` per field, where a doc is
 * its id when the term occurs once, or `-(id + 1), count` otherwise.
 */
type PackedPostings = number[][];

export interface PackedIndex {
  documentCount: number;
  fieldIds: Record<string, number>;
  /** Field lengths, document after document, `fieldCount` numbers each. */
  fieldLength: number[];
  averageFieldLength: number[];
  dirtCount: number;
  index: [string, PackedPostings][];
  serializationVersion: number;
}

export function packIndex(json: MiniSearchJson): PackedIndex {
  const fieldCount = Object.keys(json.fieldIds).length;
  for (const [shortId, id] of Object.entries(json.documentIds)) {
    if (Number(shortId) !== id) {
      throw new Error(
        'packIndex expects document ids equal to their positions',
      );
    }
  }
  const fieldLength: number[] = [];
  for (let doc = 0; doc < json.nextId; doc += 1) {
    const lengths = json.fieldLength[String(doc)] ?? [];
    for (let field = 0; field < fieldCount; field += 1) {
      fieldLength.push(lengths[field] ?? 0);
    }
  }
  return {
    documentCount: json.documentCount,
    fieldIds: json.fieldIds,
    fieldLength,
    averageFieldLength: json.averageFieldLength,
    dirtCount: json.dirtCount,
    index: json.index.map(([term, fields]) => [
      term,
      Object.entries(fields).map(([field, docs]) => [
        Number(field),
        ...Object.entries(docs).flatMap(([doc, count]) =>
          count === 1 ? [Number(doc)] : [-Number(doc) - 1, count],
        ),
      ]),
    ]),
    serializationVersion: json.serializationVersion,
  };
}

export function unpackIndex(packed: PackedIndex): MiniSearchJson {
  const fieldCount = Object.keys(packed.fieldIds).length;
  const documentCount = packed.fieldLength.length / fieldCount;
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  for (let doc = 0; doc < documentCount; doc += 1) {
    documentIds[String(doc)] = doc;
    fieldLength[String(doc)] = packed.fieldLength.slice(
      doc * fieldCount,
      (doc + 1) * fieldCount,
    );
  }
  return {
    documentCount: packed.documentCount,
    nextId: documentCount,
    documentIds,
    fieldIds: packed.fieldIds,
    fieldLength,
    averageFieldLength: packed.averageFieldLength,
    storedFields: {},
    dirtCount: packed.dirtCount,
    index: packed.index.map(([term, postings]) => {
      const fields: Record<string, Record<string, number>> = {};
      for (const [field, ...docs] of postings) {
        const counts: Record<string, number> = {};
        for (let i = 0; i < docs.length; i += 1) {
          const value = docs[i]!;
          if (value >= 0) {
            counts[String(value)] = 1;
          } else {
            counts[String(-value - 1)] = docs[i + 1]!;
            i += 1;
          }
        }
        fields[String(field)] = counts;
      }
      return [term, fields];
    }),
    serializationVersion: packed.serializationVersion,
  };
}

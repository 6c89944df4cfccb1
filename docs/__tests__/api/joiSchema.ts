/**
 * Reads Joi schema descriptions (`schema.describe()`) of the installed
 * Docusaurus packages: the options each documented page must cover.
 */

/** The subset of Joi's `describe()` output that the walkers read. */
export interface JoiDescription {
  type?: string;
  flags?: {default?: unknown; presence?: string; description?: string};
  keys?: Record<string, JoiDescription>;
  patterns?: {rule: JoiDescription}[];
  items?: JoiDescription[];
  matches?: {
    schema?: JoiDescription;
    then?: JoiDescription;
    otherwise?: JoiDescription;
  }[];
  whens?: {then?: JoiDescription; otherwise?: JoiDescription}[];
}

export interface SchemaOption {
  /** Dotted path from the schema root, e.g. `feedOptions.type`. */
  path: string;
  /** The default when it is a plain value (string, number, boolean, null, array of those). */
  defaultValue?: unknown;
  hasPlainDefault: boolean;
}

const isForbidden = (description: JoiDescription): boolean =>
  description.flags?.presence === 'forbidden';

function isPlain(value: unknown): boolean {
  if (
    value === null ||
    ['string', 'number', 'boolean'].includes(typeof value)
  ) {
    return true;
  }
  return Array.isArray(value) && value.every(isPlain);
}

function toOption(path: string, description: JoiDescription): SchemaOption {
  const flags = description.flags ?? {};
  const hasPlainDefault = 'default' in flags && isPlain(flags.default);
  return {
    path,
    hasPlainDefault,
    ...(hasPlainDefault ? {defaultValue: flags.default} : {}),
  };
}

/** The sub-description at a dotted path of object keys. */
export function descriptionAt(
  root: JoiDescription,
  path: string,
): JoiDescription {
  let current: JoiDescription | undefined = root;
  for (const segment of path.split('.').filter(Boolean)) {
    if (segment === '*') {
      current = current?.patterns?.[0]?.rule;
      if (!current) {
        throw new Error(`No pattern keys at "${path}"`);
      }
      continue;
    }
    current =
      current?.keys?.[segment] ??
      objectBranches(current).find((branch) => branch.keys?.[segment])?.keys?.[
        segment
      ];
    if (!current) {
      throw new Error(`No schema key at "${path}" (missing "${segment}")`);
    }
  }
  return current;
}

/** Object-shaped alternatives of a description (Joi.alternatives, when). */
function objectBranches(
  description: JoiDescription | undefined,
): JoiDescription[] {
  if (!description) {
    return [];
  }
  const branches = [
    ...(description.matches ?? []).flatMap((match) => [
      match.schema,
      match.then,
      match.otherwise,
    ]),
    ...(description.whens ?? []).flatMap((when) => [when.then, when.otherwise]),
  ].filter((branch): branch is JoiDescription => branch !== undefined);
  return branches.flatMap((branch) =>
    branch.keys ? [branch] : objectBranches(branch),
  );
}

/** Direct, non-forbidden keys of the object at `path` (or the root). */
export function optionsAt(root: JoiDescription, path = ''): SchemaOption[] {
  const target = path ? descriptionAt(root, path) : root;
  const keys = {
    ...Object.assign({}, ...objectBranches(target).map((b) => b.keys)),
    ...target.keys,
  } as Record<string, JoiDescription>;
  return Object.entries(keys)
    .filter(([, description]) => !isForbidden(description))
    .map(([key, description]) =>
      toOption(path ? `${path}.${key}` : key, description),
    );
}

/**
 * Every path a reader could document: object keys at any depth, through
 * arrays, alternatives and pattern objects (written `*`).
 */
export function allPaths(root: JoiDescription): Set<string> {
  const paths = new Set<string>();
  const visit = (
    description: JoiDescription,
    prefix: string,
    depth: number,
  ) => {
    if (depth > 8) {
      return;
    }
    const join = (key: string) => (prefix ? `${prefix}.${key}` : key);
    for (const [key, child] of Object.entries(description.keys ?? {})) {
      if (isForbidden(child)) {
        continue;
      }
      paths.add(join(key));
      visit(child, join(key), depth + 1);
    }
    for (const pattern of description.patterns ?? []) {
      paths.add(join('*'));
      visit(pattern.rule, join('*'), depth + 1);
    }
    for (const item of description.items ?? []) {
      visit(item, prefix, depth + 1);
    }
    for (const branch of objectBranches(description)) {
      visit(branch, prefix, depth + 1);
    }
  };
  visit(root, '', 0);
  return paths;
}

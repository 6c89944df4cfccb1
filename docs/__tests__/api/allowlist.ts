/**
 * Reviewed exceptions to the API reference checks. Keep this list short and
 * give every entry a reason a reviewer can verify.
 */
export interface AllowedExtra {
  /** MDX file of the page. */
  file: string;
  /** Documented option name that the schema does not list. */
  option: string;
  reason: string;
}

export const allowedExtras: AllowedExtra[] = [
  ...['name', 'sizes', 'size', 'min', 'max', 'steps', 'quality'].map(
    (option) => ({
      file: 'docs/api/plugins/plugin-ideal-image.mdx',
      option,
      reason:
        'The plugin schema only validates disableInDev and lets every other key through (.unknown()) to the image loader; these keys are typed in PluginOptions of plugin-ideal-image.d.ts.',
    }),
  ),
];

export interface AllowedMissing {
  file: string;
  option: string;
  reason: string;
}

export const allowedMissing: AllowedMissing[] = [];

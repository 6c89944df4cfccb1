/**
 * Translation declarations as `@docusaurus/eslint-plugin` checks
 * them. This site's own ESLint config (eslint.config.mjs) rejects
 * `<Translate>` children and `translate()` messages that are not plain
 * strings. A declaration with neither an id nor a message passes the lint:
 * rendering rejects it (config/developerErrors.test.ts).
 */
import path from 'node:path';
import docusaurusPlugin from '@docusaurus/eslint-plugin';
import {ESLint, Linter} from 'eslint';
import {beforeAll, describe, expect, it} from 'vitest';

const repoRoot = path.resolve(__dirname, '..');

const declarations = `import Translate, {translate} from '@docusaurus/Translate';

export default function Greeting({name}: {name: string}) {
  return (
    <>
      <Translate id="fixture.greeting">Hello</Translate>
      <Translate id="fixture.placeholder" values={{name}}>{'Hello {name}'}</Translate>
      <p title={translate({message: 'Hello {name}'}, {name})} />
      <Translate id="fixture.dynamic">{name}</Translate>
      <Translate id="fixture.element"><b>Bold text</b></Translate>
      <p title={translate({message: \`Hi \${name}\`})} />
      <p title={translate({message: 'Hi ' + name})} />
      <Translate />
      <p title={translate({description: 'Neither an id nor a message'})} />
    </>
  );
}
`;

const translateChildren =
  '<Translate> children must be hardcoded strings. You can have in-string dynamic placeholders using the values prop.';
const translateArg =
  'translation message must be a hardcoded string. You can have in-string dynamic placeholders using the values argument.';

describe('the site lint config on translation declarations', () => {
  let reported: {line: number; message: string}[];

  beforeAll(async () => {
    const eslint = new ESLint({cwd: repoRoot});
    // Linted as a component of the site, with the config that file gets.
    const results = await eslint.lintText(declarations, {
      filePath: path.join(repoRoot, 'src/components/Greeting/index.tsx'),
    });
    reported = results
      .flatMap((result) => result.messages)
      .filter(
        (message) =>
          message.ruleId === '@docusaurus/string-literal-i18n-messages',
      )
      .map(({line, message, severity}) => {
        expect(severity).toBe(2);
        return {line, message};
      });
  }, 60_000);

  it('rejects <Translate> children that are not a plain string', () => {
    expect(reported).toContainEqual({line: 9, message: translateChildren});
    expect(reported).toContainEqual({line: 10, message: translateChildren});
  });

  it('rejects translate() messages that are not a plain string', () => {
    expect(reported).toContainEqual({line: 11, message: translateArg});
    expect(reported).toContainEqual({line: 12, message: translateArg});
  });

  it('passes plain strings with placeholders, and declarations without id or message', () => {
    expect(reported.map(({line}) => line)).toEqual([9, 10, 11, 12]);
  });
});

describe('no-untranslated-text', () => {
  // Not part of the plugin's recommended rules, which this site applies:
  // the site is written in English only. The rule is shown on its own.
  // The rules are typed with typescript-eslint's RuleModule, which ESLint's
  // own plugin type does not accept although ESLint runs them.
  const docusaurusRulesOnly = {
    rules: docusaurusPlugin.rules,
  } as unknown as ESLint.Plugin;
  const linter = new Linter({configType: 'flat'});
  const config: Linter.Config[] = [
    {
      files: ['**/*.jsx'],
      plugins: {'@docusaurus': docusaurusRulesOnly},
      languageOptions: {parserOptions: {ecmaFeatures: {jsx: true}}},
      rules: {'@docusaurus/no-untranslated-text': 'error'},
    },
  ];
  const lint = (code: string) =>
    linter.verify(code, config, {filename: 'Fixture.jsx'});

  it('reports JSX text that no translate call wraps', () => {
    expect(lint('const a = <p>Hello reader</p>;')).toEqual([
      expect.objectContaining({
        ruleId: '@docusaurus/no-untranslated-text',
        message: 'All text labels in JSX should be wrapped by translate calls',
        line: 1,
      }),
    ]);
  });

  it('accepts the same text inside <Translate>', () => {
    expect(
      lint('const a = <p><Translate>Hello reader</Translate></p>;'),
    ).toEqual([]);
  });
});

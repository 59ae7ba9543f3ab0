/**
 * The sources of the out-base page's example: a `utils` folder whose
 * `foo` module imports from a `shared` folder beside it.
 */
export const OUT_BASE_EXAMPLE_SOURCES: Record<string, string> = {
  'src/utils/index.ts': "export { foo } from './foo';\n",
  'src/utils/foo/index.ts': [
    "import { tag } from '../../shared/tag';",
    "export const foo = 'foo-' + tag;",
    '',
  ].join('\n'),
  'src/utils/bar/index.ts': "export const bar = 'bar';\n",
  'src/shared/tag.ts': "export const tag = 'tag';\n",
};

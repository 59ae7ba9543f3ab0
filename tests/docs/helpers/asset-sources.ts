/**
 * A library that imports an SVG from its script and from its stylesheet:
 * what the asset prefix and inlining claims build.
 */
export const LOGO_IN_SCRIPT_AND_STYLE: Record<string, string> = {
  'src/logo.svg':
    '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>\n',
  'src/button.css': ".button { background: url('./logo.svg'); }\n",
  'src/index.ts': [
    '// @ts-nocheck',
    "import './button.css';",
    "import logo from './logo.svg';",
    'export { logo };',
    '',
  ].join('\n'),
};

import type { SiteLang } from '../../site/languages';
import type { SiteText, SiteTextKey } from '../utils/use-site-i18n';

/**
 * The Rstack family as the home page's tool grid and the navbar's tool menu
 * show it. One list feeds both, so a renamed tool or a moved site changes in
 * one place. The descriptions are texts of i18n.json, like every UI text.
 */
export interface ToolLinkEntry {
  name: string;
  /** The i18n.json key of the tool's one-line description. */
  descKey: SiteTextKey;
  logo: string;
  /** Site for Chinese readers. */
  url: string;
  /** Site for English readers, when it differs from `url`. */
  urlEn?: string;
  /** Visual correction for logos drawn with more padding than the others. */
  logoScale?: number;
}

// Served by the site (docs/public/logos): 128 px images, shown at 64 and 28 CSS px.
const LOGOS = '/logos';

/** The six build tools of the family, in the order the toolchain is layered. */
export const RSTACK_TOOLS: readonly ToolLinkEntry[] = [
  {
    name: 'Rspack',
    descKey: 'rstackTool.rspack',
    logo: `${LOGOS}/rspack-logo-128.png`,
    url: 'https://rspack.rs/zh/',
    urlEn: 'https://rspack.rs/',
  },
  {
    name: 'Rsbuild',
    descKey: 'rstackTool.rsbuild',
    logo: `${LOGOS}/rsbuild-logo-128.png`,
    url: 'https://rsbuild.rs/zh/',
    urlEn: 'https://rsbuild.rs/',
  },
  {
    name: 'Rslib',
    descKey: 'rstackTool.rslib',
    logo: `${LOGOS}/rslib-logo-128.png`,
    url: 'https://rslib.rs/zh/',
    urlEn: 'https://rslib.rs/',
  },
  {
    name: 'Rspress',
    descKey: 'rstackTool.rspress',
    logo: `${LOGOS}/rspress-logo-128.png`,
    url: 'https://rspress.rs/zh/',
    urlEn: 'https://rspress.rs/',
  },
  {
    name: 'Rsdoctor',
    descKey: 'rstackTool.rsdoctor',
    logo: `${LOGOS}/rsdoctor-logo-128.png`,
    url: 'https://rsdoctor.rs/zh/',
    urlEn: 'https://rsdoctor.rs/',
  },
  {
    name: 'Rstest',
    descKey: 'rstackTool.rstest',
    logo: `${LOGOS}/rstest-logo-128.png`,
    url: 'https://rstest.rs/zh/',
    urlEn: 'https://rstest.rs/',
  },
];

/** The seventh entry of the navbar menu: where to find more of the ecosystem. */
export const RSTACK_ECOSYSTEM: ToolLinkEntry = {
  name: 'Awesome Rstack',
  descKey: 'rstackTool.awesomeRstack',
  logo: `${LOGOS}/awesome-rstack-128.png`,
  url: 'https://github.com/rstackjs/awesome-rstack',
};

/** What one reader sees of an entry: texts and link in their language. */
export type LocalizedTool = ReturnType<typeof localizeTool>;

/** The entry in `lang`; `t` gives the texts of that language (useSiteI18n). */
export function localizeTool(tool: ToolLinkEntry, lang: SiteLang, t: SiteText) {
  const url = lang === 'en' ? (tool.urlEn ?? tool.url) : tool.url;
  return {
    name: tool.name,
    desc: t(tool.descKey),
    logo: tool.logo,
    logoScale: tool.logoScale ?? 1,
    url,
    urlText: new URL(url).host,
  };
}

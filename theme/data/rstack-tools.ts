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

const ASSETS = 'https://assets.rspack.rs';

/** The six build tools of the family, in the order the toolchain is layered. */
export const RSTACK_TOOLS: readonly ToolLinkEntry[] = [
  {
    name: 'Rspack',
    descKey: 'rstackTool.rspack',
    logo: `${ASSETS}/rspack/rspack-logo.svg`,
    url: 'https://rspack.rs/zh/',
    urlEn: 'https://rspack.rs/',
  },
  {
    name: 'Rsbuild',
    descKey: 'rstackTool.rsbuild',
    logo: `${ASSETS}/rsbuild/rsbuild-logo.svg`,
    url: 'https://rsbuild.rs/zh/',
    urlEn: 'https://rsbuild.rs/',
  },
  {
    name: 'Rslib',
    descKey: 'rstackTool.rslib',
    logo: `${ASSETS}/rslib/rslib-logo.svg`,
    url: 'https://rslib.rs/zh/',
    urlEn: 'https://rslib.rs/',
  },
  {
    name: 'Rspress',
    descKey: 'rstackTool.rspress',
    logo: `${ASSETS}/rspress/rspress-logo-480x480.png`,
    url: 'https://rspress.rs/zh/',
    urlEn: 'https://rspress.rs/',
  },
  {
    name: 'Rsdoctor',
    descKey: 'rstackTool.rsdoctor',
    logo: `${ASSETS}/rsdoctor/rsdoctor-logo-480x480.png`,
    url: 'https://rsdoctor.rs/zh/',
    urlEn: 'https://rsdoctor.rs/',
  },
  {
    name: 'Rstest',
    descKey: 'rstackTool.rstest',
    logo: `${ASSETS}/rstest/rstest-logo.svg`,
    url: 'https://rstest.rs/zh/',
    urlEn: 'https://rstest.rs/',
  },
];

/** The seventh entry of the navbar menu: where to find more of the ecosystem. */
export const RSTACK_ECOSYSTEM: ToolLinkEntry = {
  name: 'Awesome Rstack',
  descKey: 'rstackTool.awesomeRstack',
  logo: `${ASSETS}/others/assets/awesome-rspack.png`,
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

/**
 * The Rstack family as the home page's tool grid and the navbar's tool menu
 * show it. One list feeds both, so a renamed tool or a moved site changes in
 * one place.
 */
export interface ToolLinkEntry {
  name: string;
  /** Chinese description. */
  desc: string;
  descEn: string;
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
    desc: '基于 Rust 的高性能打包工具，兼容 webpack 的 API 与生态',
    descEn: 'A fast Rust-based bundler with a webpack-compatible API',
    logo: `${ASSETS}/rspack/rspack-logo.svg`,
    url: 'https://rspack.rs/zh/',
    urlEn: 'https://rspack.rs/',
  },
  {
    name: 'Rsbuild',
    desc: '由 Rspack 驱动的构建工具，开箱即用',
    descEn: 'A build tool powered by Rspack that works out of the box',
    logo: `${ASSETS}/rsbuild/rsbuild-logo.svg`,
    url: 'https://rsbuild.rs/zh/',
    urlEn: 'https://rsbuild.rs/',
  },
  {
    name: 'Rslib',
    desc: '基于 Rsbuild 的库构建工具',
    descEn: 'The Rsbuild-based library development tool',
    logo: `${ASSETS}/rslib/rslib-logo.svg`,
    url: 'https://rslib.rs/zh/',
    urlEn: 'https://rslib.rs/',
  },
  {
    name: 'Rspress',
    desc: '基于 Rsbuild 的静态站点生成器',
    descEn: 'A static site generator built on Rsbuild',
    logo: `${ASSETS}/rspress/rspress-logo-480x480.png`,
    url: 'https://rspress.rs/zh/',
    urlEn: 'https://rspress.rs/',
  },
  {
    name: 'Rsdoctor',
    desc: '面向 Rspack 与 webpack 的构建分析工具',
    descEn: 'A build analyzer for Rspack and webpack projects',
    logo: `${ASSETS}/rsdoctor/rsdoctor-logo-480x480.png`,
    url: 'https://rsdoctor.rs/zh/',
    urlEn: 'https://rsdoctor.rs/',
  },
  {
    name: 'Rstest',
    desc: '由 Rspack 驱动的测试框架',
    descEn: 'A testing framework powered by Rspack',
    logo: `${ASSETS}/rstest/rstest-logo.svg`,
    url: 'https://rstest.rs/zh/',
    urlEn: 'https://rstest.rs/',
  },
];

/** The seventh entry of the navbar menu: where to find more of the ecosystem. */
export const RSTACK_ECOSYSTEM: ToolLinkEntry = {
  name: 'Awesome Rstack',
  desc: '探索 Rstack 生态中的项目与资源',
  descEn: 'Explore projects and resources of the Rstack ecosystem',
  logo: `${ASSETS}/others/assets/awesome-rspack.png`,
  url: 'https://github.com/rstackjs/awesome-rstack',
};

export type Lang = 'en' | 'zh';

/** What one reader sees of an entry: texts and link in their language. */
export type LocalizedTool = ReturnType<typeof localizeTool>;

export function localizeTool(tool: ToolLinkEntry, lang: Lang) {
  const url = lang === 'en' ? (tool.urlEn ?? tool.url) : tool.url;
  return {
    name: tool.name,
    desc: lang === 'en' ? tool.descEn : tool.desc,
    logo: tool.logo,
    logoScale: tool.logoScale ?? 1,
    url,
    urlText: new URL(url).host,
  };
}

import { DiagramFigure } from './DiagramFigure';
import { Arrow, Box, Label } from './shapes';
import { useDiagramText } from './use-diagram-text';

const TEXT = {
  en: {
    caption:
      'The library builds an MF remote next to its npm output; a host app points at the remote’s manifest and loads the exposed module at run time, sharing one copy of React.',
    description:
      'Diagram: on the left, the Rslib project acme_widgets has an esm lib item built to dist/esm for npm and an mf lib item with pluginModuleFederation, built to dist/mf with mf-manifest.json, the remote entry and a chunk for the exposed ./Counter, served from output.assetPrefix (or localhost:3001 with rslib mf-dev). On the right, a host app built with Rsbuild declares the remote acme_widgets by its manifest URL. At run time the host 1) fetches mf-manifest.json, 2) loads the remote entry and the Counter chunk when it imports acme_widgets/Counter, and 3) shares one copy of react and react-dom as singletons.',
    remote: 'Rslib project (remote)',
    host: 'Host app (Rsbuild)',
    npm: '→ dist/esm, published to npm',
    mfItem: "format: 'mf' + pluginModuleFederation",
    served: [
      'served from output.assetPrefix',
      '(rslib mf-dev: localhost:3001)',
    ],
    manifest: 'mf-manifest.json',
    remoteEntry: 'remote entry',
    counterChunk: 'chunk of ./Counter',
    sharedHost: ['shared: react, react-dom', '(singleton)'],
    steps: ['① manifest', '② entry + chunk', '③ one React'],
  },
  zh: {
    caption:
      '库在 npm 产物之外再构建一个 MF remote；宿主应用指向 remote 的 manifest，在运行时加载暴露的模块，并与它共用同一份 React。',
    description:
      '示意图：左侧是 Rslib 项目 acme_widgets，其中 esm lib 配置项构建到 dist/esm 并发布到 npm；mf lib 配置项使用 pluginModuleFederation，构建到 dist/mf，包含 mf-manifest.json、remote 入口文件和暴露的 ./Counter 对应的 chunk，由 output.assetPrefix 指向的地址提供（rslib mf-dev 时为 localhost:3001）。右侧是用 Rsbuild 构建的宿主应用，通过 manifest 地址声明 remote acme_widgets。运行时宿主：1) 获取 mf-manifest.json；2) 在导入 acme_widgets/Counter 时加载 remote 入口和 Counter chunk；3) 以单例方式共用一份 react 与 react-dom。',
    remote: 'Rslib 项目（remote）',
    host: '宿主应用（Rsbuild）',
    npm: '→ dist/esm，发布到 npm',
    mfItem: "format: 'mf' + pluginModuleFederation",
    served: [
      '由 output.assetPrefix 地址提供',
      '（rslib mf-dev：localhost:3001）',
    ],
    manifest: 'mf-manifest.json',
    remoteEntry: 'remote 入口文件',
    counterChunk: './Counter 的 chunk',
    sharedHost: ['shared: react, react-dom', '（singleton）'],
    steps: ['① manifest', '② 入口 + chunk', '③ 共用 React'],
  },
};

/** An Rslib MF remote (left) and an Rsbuild host loading it at run time (right). */
export function ModuleFederationFigure() {
  const t = useDiagramText(TEXT);
  return (
    <DiagramFigure
      width={680}
      height={400}
      caption={t.caption}
      description={t.description}
    >
      {/* Remote */}
      <Box x={8} y={8} w={282} h={384} tone="group" />
      <Label x={149} y={32} text={t.remote} tone="title" />
      <Label x={149} y={52} text="name: 'acme_widgets'" tone="muted" mono />
      <Box x={24} y={66} w={250} h={44} />
      <Label x={149} y={85} text="format: 'esm'" mono />
      <Label x={149} y={102} text={t.npm} tone="muted" />
      <Box x={24} y={120} w={250} h={44} />
      <Label
        x={149}
        y={138}
        text={["format: 'mf'", '+ pluginModuleFederation']}
        mono
      />
      <Arrow
        points={[
          [149, 164],
          [149, 178],
        ]}
      />
      <Box x={24} y={180} w={250} h={156} tone="accent" />
      <Label x={149} y={202} text="dist/mf/" tone="title" mono />
      {[t.manifest, t.remoteEntry, t.counterChunk].map((file, index) => (
        <g key={file}>
          <Box x={40} y={214 + index * 38} w={218} h={28} />
          <Label x={149} y={233 + index * 38} text={file} mono={index !== 1} />
        </g>
      ))}
      <Label x={149} y={356} text={t.served} tone="muted" />

      {/* Host */}
      <Box x={420} y={8} w={252} h={384} tone="group" />
      <Label x={546} y={32} text={t.host} tone="title" />
      <Label x={546} y={52} text="name: 'shop_host'" tone="muted" mono />
      <Box x={434} y={66} w={224} h={64} />
      <Label
        x={546}
        y={88}
        text={['remotes: acme_widgets@', '…/mf-manifest.json']}
        tone="muted"
        mono
      />
      <Box x={434} y={206} w={224} h={76} />
      <Label x={546} y={238} text={['import', "'acme_widgets/Counter'"]} mono />
      <Box x={434} y={292} w={224} h={52} />
      <Label x={546} y={313} text={t.sharedHost} tone="muted" mono />

      {/* Run time */}
      {[228, 266].map((y, index) => (
        <g key={y}>
          <Arrow
            points={[
              [432, y],
              [260, y],
            ]}
          />
          <Label x={346} y={y - 6} text={t.steps[index] ?? ''} tone="brand" />
        </g>
      ))}
      <Arrow
        points={[
          [260, 304],
          [432, 304],
        ]}
        both
      />
      <Label x={346} y={298} text={t.steps[2] ?? ''} tone="brand" />
    </DiagramFigure>
  );
}

import type { ReactNode } from 'react';
import type { LocalizedTool } from '../data/rstack-tools';

interface ToolLinkProps {
  tool: LocalizedTool;
  className: string;
  logoClassName: string;
  /** The logo's fixed square box in CSS pixels. */
  logoSize: number;
  /** Empty when the tool's name is already written next to the logo for assistive technology. */
  logoAlt: string;
  children: ReactNode;
}

/**
 * A link to a sibling tool's site: a new tab that gets no handle on this page
 * (`noopener`) and no referrer, with the tool's logo in a reserved box so a
 * logo that fails to load never moves the layout.
 */
export function ToolLink({
  tool,
  className,
  logoClassName,
  logoSize,
  logoAlt,
  children,
}: ToolLinkProps) {
  return (
    <a
      className={className}
      href={tool.url}
      target="_blank"
      rel="noopener noreferrer"
    >
      <img
        className={logoClassName}
        src={tool.logo}
        alt={logoAlt}
        width={logoSize}
        height={logoSize}
        loading="lazy"
        style={
          tool.logoScale === 1
            ? undefined
            : { transform: `scale(${tool.logoScale})` }
        }
      />
      {children}
    </a>
  );
}

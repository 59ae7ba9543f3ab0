import type { ReactNode } from 'react';

type IconProps = { className?: string };

/**
 * The site's line icons: drawn on a 24 × 24 grid with the text colour, so
 * they follow the theme, and hidden from assistive technology (the control
 * around an icon carries the name).
 */
function LineIcon({
  className,
  children,
}: IconProps & { children: ReactNode }) {
  return (
    <svg
      className={className}
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

/** Two stacked sheets: copy. */
export const CopyIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <rect x="8" y="8" width="13" height="13" rx="2" />
    <path d="M16 8V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h3" />
  </LineIcon>
);

/** A tick: done. */
export const CheckIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="m4 12.5 5 5L20 6.5" />
  </LineIcon>
);

/** Lines that run on past the edge: code not wrapped. */
export const LongLinesIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M3 6h18M3 12h14m0 0-3-3m3 3-3 3M3 18h10" />
  </LineIcon>
);

/** A line that turns back under itself: code wrapped. */
export const WrappedLinesIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M3 6h18M3 12h15a3 3 0 0 1 0 6h-5m0 0 2-2m-2 2 2 2M3 18h6" />
  </LineIcon>
);

/** A chevron pointing down: opens a list. */
export const ChevronDownIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="m6 9 6 6 6-6" />
  </LineIcon>
);

/** An arrow pointing up: back to the top. */
export const ArrowUpIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M12 19V5m-6 6 6-6 6 6" />
  </LineIcon>
);

/** Two chain links. */
export const LinkIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1" />
    <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1" />
  </LineIcon>
);

/** A sun: the light theme. */
export const SunIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2m0 16v2M4.9 4.9l1.4 1.4m11.4 11.4 1.4 1.4M2 12h2m16 0h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </LineIcon>
);

/** A crescent moon: the dark theme. */
export const MoonIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11Z" />
  </LineIcon>
);

/** A screen on its stand: the system's own theme. */
export const MonitorIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <rect x="3" y="4" width="18" height="12" rx="2" />
    <path d="M8 20h8m-4-4v4" />
  </LineIcon>
);

/** A speech bubble: an assistant to chat with. */
export const ChatIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-5.1A8 8 0 1 1 21 12Z" />
  </LineIcon>
);

/** An arrow leaving a box: opens another site. */
export const ExternalLinkIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M14 4h6v6m0-6-9 9" />
    <path d="M18 14v4a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4" />
  </LineIcon>
);

/** A cross: close or dismiss. */
export const CloseIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M6 6l12 12M18 6 6 18" />
  </LineIcon>
);

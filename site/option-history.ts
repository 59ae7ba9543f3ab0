/**
 * Marks the line of version badges the build writes under a lib option's
 * heading (plugins/option-history). Under a page title the line is written
 * inside the `h1`, and the title component (theme/content/Heading.tsx)
 * draws it right after the heading instead.
 */
export const OPTION_HISTORY_ATTRIBUTE = 'data-option-history';

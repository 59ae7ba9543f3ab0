import type { ComponentProps } from 'react';
import {
  INLINE_CODE_WHOLE_UP_TO,
  WHOLE_CODE_ATTRIBUTE,
} from '../../site/inline-code';
import './InlineCode.css';

/**
 * The article's inline code, whole when short (code blocks draw their own).
 * Marked by an attribute, not a class, so that the build can write the same
 * markup for prose it keeps out of the page's script
 * (plugins/code-as-html/static-prose.ts).
 */
export function InlineCode(props: ComponentProps<'code'>) {
  const { children } = props;
  const whole =
    typeof children === 'string' && children.length <= INLINE_CODE_WHOLE_UP_TO;
  return <code {...props} {...(whole && { [WHOLE_CODE_ATTRIBUTE]: '' })} />;
}

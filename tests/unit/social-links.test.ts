import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import * as simpleIcons from 'simple-icons';
import { SOCIAL_LINKS, socialIconPath } from '../../site/social-links';

const PUBLIC = path.resolve(import.meta.dirname, '../../docs/public');

describe('social link icons', () => {
  it.each(SOCIAL_LINKS.map((link) => [link.name, link.icon]))(
    '%s: the served icon is the Simple Icons drawing',
    (_name, icon) => {
      const key = `si${icon[0].toUpperCase()}${icon.slice(1)}`;
      const drawing = (simpleIcons as Record<string, { path: string }>)[key];
      expect(drawing).toBeDefined();
      const file = readFileSync(
        path.join(PUBLIC, socialIconPath(icon)),
        'utf8',
      );
      expect(file).toBe(
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${drawing.path}"/></svg>\n`,
      );
    },
  );
});

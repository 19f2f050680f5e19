import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = join(__dirname, '../../public/_locales');
/** The locale folder names Chrome accepts (an unknown one stops the extension from loading). */
const CHROME_LOCALES = new Set(
  'ar am bg bn ca cs da de el en en_AU en_GB en_US es es_419 et fa fi fil fr gu he hi hr hu id it ja kn ko lt lv ml mr ms nl no pl pt_BR pt_PT ro ru sk sl sr sv sw ta te th tr uk vi zh_CN zh_TW'.split(
    ' ',
  ),
);
const folders = readdirSync(dir);
const messages = (folder: string) =>
  JSON.parse(readFileSync(join(dir, folder, 'messages.json'), 'utf8')) as Record<string, { message: string }>;

describe('manifest locales', () => {
  it('cover the shipped UI languages', () => expect(folders.length).toBeGreaterThanOrEqual(28));

  it.each(folders)('%s is a locale Chrome knows, with the name and a store-sized description', (folder) => {
    expect(CHROME_LOCALES.has(folder)).toBe(true);
    const m = messages(folder);
    expect(m.extName?.message).toBe('Vikunja');
    expect(m.extDescription?.message.length).toBeGreaterThan(20);
    expect(m.extDescription?.message.length).toBeLessThanOrEqual(132);
    if (folder !== 'en') expect(m.extDescription?.message).not.toBe(messages('en').extDescription?.message);
  });
});

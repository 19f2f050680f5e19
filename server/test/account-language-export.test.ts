import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await boot();
});
afterAll(() => h.close());

const newUser = (name: string, language?: string) => ({
  username: name,
  email: `${name}@example.com`,
  password: 'password123',
  language,
});

describe('account language: Vikunja region tags only', () => {
  it.each(['de-DE', 'en', 'pt-BR', 'no-NO', 'zh-CN', 'ar-SA'])(
    'registration accepts %s and keeps it',
    async (language) => {
      const name = `lang${language.replace(/-/g, '')}`.toLowerCase();
      const reg = await h.json('POST', '/register', { body: newUser(name, language) });
      expect(reg.status).toBe(200);
      const login = await h.json('POST', '/login', { body: { username: name, password: 'password123' } });
      expect((await h.json('GET', '/user', { token: login.body.token })).body.settings.language).toBe(language);
    },
  );

  it('registration without a language works (the server default)', async () => {
    expect((await h.json('POST', '/register', { body: newUser('nolang') })).status).toBe(200);
  });

  it.each(['de', 'nb', 'xx-YY', 'de-de'])(
    'registration rejects %s with 400/2002 naming the language field, and creates nobody',
    async (language) => {
      const name = `bad${language.replace(/-/g, '')}`.toLowerCase();
      const reg = await h.json('POST', '/register', { body: newUser(name, language) });
      expect(reg.status).toBe(400);
      expect(reg.body.code).toBe(2002);
      expect(reg.body.invalid_fields).toEqual([expect.stringMatching(/^language: /)]);
      expect((await h.json('POST', '/login', { body: { username: name, password: 'password123' } })).status).toBe(412);
    },
  );

  it('general settings accept a known tag, an empty one and null (demo mode), and reject a short code', async () => {
    const { token } = await h.user('settingslang');
    const save = (language: unknown) =>
      h.json('POST', '/user/settings/general', { token, body: { name: 'S', language } });
    expect((await save('fr-FR')).status).toBe(200);
    expect((await h.json('GET', '/user', { token })).body.settings.language).toBe('fr-FR');
    const bad = await save('fr');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 2002, invalid_fields: [expect.stringMatching(/^language: /)] });
    expect((await h.json('GET', '/user', { token })).body.settings.language).toBe('fr-FR');
    expect((await save('')).status).toBe(200);
    expect((await save(null)).status).toBe(200);
  });
});

describe('data export of an OpenID provider account', () => {
  it('is requested and downloaded without a password; a local account still needs one', async () => {
    const provider = await h.user('provideruser');
    h.server.db
      .prepare("UPDATE users SET issuer = 'http://127.0.0.1:1/issuer', subject = 'sub-1' WHERE id = ?")
      .run(provider.id);
    expect((await h.json('POST', '/user/export/request', { token: provider.token, body: {} })).status).toBe(200);
    const dl = await h.call('POST', '/user/export/download', { token: provider.token, body: {} });
    expect(dl.status).toBe(200);
    expect(
      Buffer.from(await dl.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');

    const local = await h.user('localexporter');
    expect((await h.json('POST', '/user/export/request', { token: local.token, body: {} })).body.code).toBe(1011);
    expect((await h.json('POST', '/user/export/download', { token: local.token, body: {} })).body.code).toBe(1011);
  });
});

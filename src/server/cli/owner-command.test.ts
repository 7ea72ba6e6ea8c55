import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../platform/config';
import { TEST_CATALOG_IMAGE_DIR } from '../testing/paths';
import { signIn } from '../testing/admin-kit';
import { unpackPgliteTemplate } from '../testing/database-templates';
import { parseOwnerArgs, runOwnerCommand } from './owner-command';

const PASSWORD = 'a-long-enough-password';
const io = (envPassword?: string, prompts: string[] = []) => {
  const out: string[] = [];
  return {
    out,
    io: { envPassword, promptPassword: async () => prompts.shift() ?? '', out: (l: string) => void out.push(l) },
  };
};

// Each step opens an on-disk PGlite (seconds each on a loaded machine), hence the long limits.
describe('npm run owner -- create', { timeout: 240_000 }, () => {
  it('reads the username and role, owner unless told', () => {
    const create = { command: 'create' };
    expect(parseOwnerArgs(['create', 'asha'])).toEqual({ ...create, username: 'asha', role: 'owner' });
    expect(parseOwnerArgs(['create', 'ravi', '--role', 'maker'])).toEqual({
      ...create,
      username: 'ravi',
      role: 'maker',
    });
    expect(parseOwnerArgs(['create', 'ravi', '--role=maker'])).toEqual({ ...create, username: 'ravi', role: 'maker' });
    expect(parseOwnerArgs(['role', 'ravi', '--role', 'owner'])).toEqual({
      command: 'role',
      username: 'ravi',
      role: 'owner',
    });
    expect(parseOwnerArgs(['remove', 'ravi'])).toMatchObject({ command: 'remove', username: 'ravi' });
    expect(() => parseOwnerArgs(['role', 'ravi'])).toThrow(/Usage/);
    expect(() => parseOwnerArgs(['create'])).toThrow(/Usage/);
    expect(() => parseOwnerArgs(['delete', 'asha'])).toThrow(/Usage/);
    expect(() => parseOwnerArgs(['create', 'ravi', '--role', 'admin'])).toThrow(/owner or maker/);
  });

  it('creates an account on the embedded database that then signs in, and refuses short or repeated ones', async () => {
    // A store that has started once. A fresh folder (initdb first) is how the Playwright server
    // makes its staff, with this same command, before the workspace journey signs them in.
    const dataDir = join(tmpdir(), `kaarigar-owner-${randomBytes(6).toString('hex')}`);
    unpackPgliteTemplate(inject('pgliteTemplateFile'), `${dataDir}/pglite`);
    const config = loadConfig({}, { DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const created = io(PASSWORD);
    await runOwnerCommand(['create', 'Asha'], config, created.io);
    expect(created.out).toEqual(['Created owner account "asha" (pglite). Sign in at /admin/login.']);
    await expect(runOwnerCommand(['create', 'asha'], config, io(PASSWORD).io)).rejects.toThrow(/already an account/);
    await expect(runOwnerCommand(['create', 'shorty'], config, io('eleven-char').io)).rejects.toThrow(/at least 12/);
    // Prompted twice when OWNER_PASSWORD is unset; a mismatch creates nothing.
    await expect(
      runOwnerCommand(['create', 'ravi'], config, io(undefined, [PASSWORD, 'other-password-x']).io),
    ).rejects.toThrow(/do not match/);
    await runOwnerCommand(['create', 'ravi', '--role', 'maker'], config, io(undefined, [PASSWORD, PASSWORD]).io);

    const open = () => buildApp({ ...config, catalogImageDir: TEST_CATALOG_IMAGE_DIR }, { logger: false });
    const whoAmI = (app: Awaited<ReturnType<typeof open>>, cookie: string) =>
      app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } });
    let app = await open();
    let owner: Awaited<ReturnType<typeof signIn>>;
    let maker: Awaited<ReturnType<typeof signIn>>;
    try {
      owner = await signIn(app, 'asha', PASSWORD);
      expect((await whoAmI(app, owner.cookie)).json()).toMatchObject({ user: { username: 'asha', role: 'owner' } });
      maker = await signIn(app, 'ravi', PASSWORD);
      const queue = await app.inject({ method: 'GET', url: '/api/admin/orders', headers: { cookie: maker.cookie } });
      expect(queue.statusCode).toBe(403);
    } finally {
      await app.close();
    }

    // A new role or a removed account ends the sessions it had (issue 22, item 6).
    const changed = io();
    await runOwnerCommand(['role', 'Ravi', '--role', 'owner'], config, changed.io);
    await runOwnerCommand(['remove', 'asha'], config, changed.io);
    expect(changed.out).toEqual([
      '"ravi" is now an owner; their sessions have ended.',
      'Removed "asha"; their sessions have ended.',
    ]);
    await expect(runOwnerCommand(['remove', 'asha'], config, io().io)).rejects.toThrow(/no account named asha/);
    app = await open();
    try {
      expect((await whoAmI(app, owner.cookie)).statusCode).toBe(401);
      expect((await whoAmI(app, maker.cookie)).statusCode).toBe(401);
      const again = await signIn(app, 'ravi', PASSWORD);
      expect((await whoAmI(app, again.cookie)).json()).toMatchObject({ user: { username: 'ravi', role: 'owner' } });
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)('creates an account on PostgreSQL', async () => {
    const admin = process.env.TEST_DATABASE_URL!;
    const name = `kaarigar_owner_${randomBytes(6).toString('hex')}`;
    const run = async (sql: string) => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      try {
        await c.query(sql);
      } finally {
        await c.end();
      }
    };
    await run(`CREATE DATABASE ${name}`);
    try {
      const url = new URL(admin);
      url.pathname = `/${name}`;
      const config = loadConfig({}, { DATABASE_URL: url.toString(), LOG_LEVEL: 'silent' });
      const created = io(PASSWORD);
      await runOwnerCommand(['create', 'meera', '--role', 'maker'], config, created.io);
      expect(created.out).toEqual(['Created maker account "meera" (postgres). Sign in at /admin/login.']);
    } finally {
      await run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });

  it('runs as the npm script with OWNER_PASSWORD, and a refusal exits 1 with its reason', async () => {
    const dataDir = join(tmpdir(), `kaarigar-owner-${randomBytes(6).toString('hex')}`);
    unpackPgliteTemplate(inject('pgliteTemplateFile'), `${dataDir}/pglite`);
    const run = (password: string) =>
      promisify(execFile)('npm', ['run', '--silent', 'owner', '--', 'create', 'lalita'], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', OWNER_PASSWORD: password },
      });
    const { stdout } = await run(PASSWORD);
    expect(stdout).toContain('Created owner account "lalita" (pglite)');
    const failed = await run('eleven-char').catch((err: { code: number; stderr: string }) => err);
    rmSync(dataDir, { recursive: true, force: true });
    expect(failed).toMatchObject({ code: 1, stderr: expect.stringContaining('at least 12 characters') });
  });

  it('without a terminal or OWNER_PASSWORD, says in one line why and how to pass the password (issue 45 item 17)', async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: join(tmpdir(), 'kaarigar-owner-unused'),
      DATABASE_URL: '',
    };
    delete env.OWNER_PASSWORD;
    const failed = await promisify(execFile)('npm', ['run', '--silent', 'owner', '--', 'create', 'lalita'], {
      env,
    }).catch((err: { code: number; stderr: string }) => err);
    expect(failed).toMatchObject({ code: 1 });
    const stderr = 'stderr' in failed ? failed.stderr : '';
    expect(stderr.trim().split('\n')).toEqual([
      "No terminal to ask for the password: pass it in OWNER_PASSWORD, e.g. OWNER_PASSWORD='a long password' npm run owner -- create asha",
    ]);
  });
});

import type { AppConfig } from '../platform/config';
import { openDatabase } from '../platform/db/client';
import { roleSchema, type Role } from '../../contracts/admin';
import { changeRole, createUser, removeUser } from '../users/users';

export const MIN_PASSWORD_LENGTH = 12;

export interface OwnerCommandIo {
  /** OWNER_PASSWORD, when set. */
  envPassword?: string;
  /** Asks for the password without echoing it (only called when envPassword is unset). */
  promptPassword(question: string): Promise<string>;
  out(line: string): void;
}

export class UsageError extends Error {}

const USAGE = [
  'Usage: npm run owner -- create <username> [--role owner|maker]',
  '       npm run owner -- role <username> --role owner|maker   (ends their sessions)',
  '       npm run owner -- remove <username>                    (ends their sessions)',
].join('\n');
const COMMANDS = ['create', 'role', 'remove'] as const;
export type OwnerCommand = (typeof COMMANDS)[number];

export function parseOwnerArgs(argv: string[]): { command: OwnerCommand; username: string; role: Role } {
  const [command, username, ...rest] = argv;
  const known = COMMANDS.find((c) => c === command);
  if (!known || !username || username.startsWith('-')) throw new UsageError(USAGE);
  if (known === 'role' && !rest.some((a) => a.startsWith('--role'))) throw new UsageError(USAGE);
  let role: Role = 'owner';
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    const value = arg === '--role' ? rest[++i] : arg?.startsWith('--role=') ? arg.slice(7) : undefined;
    if (value === undefined) throw new UsageError(`Unknown argument ${arg}\n${USAGE}`);
    const parsed = roleSchema.safeParse(value);
    if (!parsed.success) throw new UsageError(`--role must be owner or maker, not ${value}`);
    role = parsed.data;
  }
  if (!/^[a-z0-9][a-z0-9._-]{1,39}$/i.test(username)) {
    throw new UsageError('A username is 2-40 letters, digits, dots, dashes or underscores.');
  }
  return { command: known, username, role };
}

/**
 * `npm run owner -- create <username> [--role maker]`: the only way a staff account comes to
 * exist (there is no default one). Opens the same database the store uses: PostgreSQL at
 * DATABASE_URL (any time), or the embedded PGlite in DATA_DIR (while the store is stopped:
 * one process at a time may open it).
 */
export async function runOwnerCommand(argv: string[], config: AppConfig, io: OwnerCommandIo): Promise<void> {
  const { command, username, role } = parseOwnerArgs(argv);
  if (command !== 'create') return changeAccount(command, username, role, config, io);
  const password = io.envPassword ?? (await askTwice(io));
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new UsageError(`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  const handle = await openDatabase({ url: config.DATABASE_URL, dataDir: `${config.dataDir}/pglite` });
  try {
    const user = await createUser(handle.db, username, password, role).catch((err: unknown) => {
      if (isUniqueViolation(err)) throw new UsageError(`There is already an account named ${username.toLowerCase()}.`);
      throw err;
    });
    io.out(`Created ${user.role} account "${user.username}" (${handle.kind}). Sign in at /admin/login.`);
  } finally {
    await handle.close();
  }
}

/** A role change or removal: the account's sessions end with it, so it signs in again (or never). */
async function changeAccount(
  command: 'role' | 'remove',
  username: string,
  role: Role,
  config: AppConfig,
  io: OwnerCommandIo,
) {
  const handle = await openDatabase({ url: config.DATABASE_URL, dataDir: `${config.dataDir}/pglite` });
  try {
    const name = username.toLowerCase();
    const done = command === 'role' ? await changeRole(handle.db, name, role) : await removeUser(handle.db, name);
    if (!done) throw new UsageError(`There is no account named ${name}.`);
    io.out(
      command === 'role'
        ? `"${name}" is now ${role === 'owner' ? 'an owner' : 'a maker'}; their sessions have ended.`
        : `Removed "${name}"; their sessions have ended.`,
    );
  } finally {
    await handle.close();
  }
}

async function askTwice(io: OwnerCommandIo): Promise<string> {
  const first = await io.promptPassword(`Password (at least ${MIN_PASSWORD_LENGTH} characters): `);
  if (first.length < MIN_PASSWORD_LENGTH) return first;
  const second = await io.promptPassword('Password again: ');
  if (first !== second) throw new UsageError('The passwords do not match.');
  return first;
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

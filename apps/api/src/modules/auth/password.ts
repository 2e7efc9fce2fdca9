import crypto from 'node:crypto'
import { promisify } from 'node:util'

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>

// scrypt is memory-hard and ships with Node: no native add-on to build (docs/decisions/0004-auth.md)
const params = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }
const keyLength = 32

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16)
  const hash = await scrypt(password.normalize('NFKC'), salt, keyLength, params)
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), hash.toString('base64')].join('$')
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  // an account without a password still costs one hash, so timing does not tell which e-mails exist
  const [scheme, n, r, p, salt, hash] = (stored ?? dummyHash).split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64')
  const actual = await scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: params.maxmem,
  })
  return stored !== null && crypto.timingSafeEqual(actual, expected)
}

const dummyHash = `scrypt$${params.N}$${params.r}$${params.p}$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(keyLength).toString('base64')}`

export function createToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url')
  return { token, hash: hashToken(token) }
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('base64url')
}

export function generatePassword(): string {
  return crypto.randomBytes(15).toString('base64url')
}

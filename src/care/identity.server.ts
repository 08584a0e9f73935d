import 'server-only';
import { decodeJwt } from 'jose';
import { cookies } from 'next/headers';
import { CARE_COOKIE } from './cookie';

export interface SignedInAgent {
  email: string;
  name: string | null;
}

/**
 * Who is signed in, for display only. Call it only in care mode (context.request.customerCare):
 * the proxy set that flag after verifying this very cookie in this request, so its claims can be
 * read here without verifying the signature again.
 */
export async function signedInAgent(): Promise<SignedInAgent | null> {
  const token = (await cookies()).get(CARE_COOKIE)?.value;
  if (!token) return null;
  try {
    const { email, name } = decodeJwt(token);
    if (typeof email !== 'string') return null;
    return { email, name: typeof name === 'string' && name !== '' ? name : null };
  } catch {
    return null;
  }
}

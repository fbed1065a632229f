/**
 * Entity PublicUrl: the reservation of a shared profile name (`/shared/{name}`), naming its profile.
 * Key: `PUBURL#{name}` / `PUBURL` on the table: its own partition, so uniqueness is one conditional
 * write and resolving a name is one GetItem.
 * Index: none (looked up by name only; the profile holds its own name).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../../lib/dynamodb.js';
import { claim, releaseClaim, type ClaimRule } from './claims.js';
import { table } from '../../store/table.js';

export const publicUrlKeys = {
  publicUrl: (url: string) => ({ pk: `PUBURL#${url}`, sk: 'PUBURL' }),
};

/** A name is held by its profile until the profile gives it back; it never expires. */
const publicUrlClaim = (url: string): ClaimRule => ({ key: publicUrlKeys.publicUrl(url), ownerAttribute: 'candidateId' });

/** Unique shared URLs: the item is written only if no profile holds the name (or this one does). */
export async function claimPublicUrl(url: string, candidateId: string): Promise<void> {
  await claim(publicUrlClaim(url), candidateId, { fields: { type: 'PublicUrl', url } });
}

export async function findPublicUrl(url: string): Promise<string | undefined> {
  const res = await ddb().send(new GetCommand({ TableName: table(), Key: publicUrlKeys.publicUrl(url) }));
  return res.Item?.candidateId as string | undefined;
}

/** Releases a name, but only the one this profile holds. */
export async function releasePublicUrl(url: string, candidateId: string): Promise<void> {
  await releaseClaim(publicUrlClaim(url), candidateId);
}

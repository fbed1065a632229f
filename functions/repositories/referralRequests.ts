import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../lib/clients.js';
import { keys, table, withoutKeys } from './table.js';

export interface ReferralRequestRecord {
  id: string;
  requesterFirstName: string;
  requesterLastName: string;
  requesterEmailId: string;
  requesterPhoneCountryCode: string;
  requesterPhoneNumber: string;
  createdDate: string;
}

export async function putReferralRequest(r: ReferralRequestRecord): Promise<void> {
  await ddb().send(
    new PutCommand({
      TableName: table(),
      Item: { ...keys.referralRequest(r.id), gsi1pk: 'REFREQ', gsi1sk: `${r.createdDate}#${r.id}`, type: 'ReferralRequest', ...r },
    }),
  );
}

/** Newest first, for the volunteers. */
export async function listReferralRequests(limit = 100): Promise<ReferralRequestRecord[]> {
  const res = await ddb().send(
    new QueryCommand({
      TableName: table(), IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': 'REFREQ' }, ScanIndexForward: false, Limit: limit,
    }),
  );
  return (res.Items ?? []).map((i) => withoutKeys(i) as ReferralRequestRecord);
}

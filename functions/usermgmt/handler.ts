// Lambda entry for the usermgmt endpoint group (filled in by the API work).
export const handler = async () => ({ statusCode: 501, body: '{"message":"not yet"}' });

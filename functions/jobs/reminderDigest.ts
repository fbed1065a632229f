// EventBridge job 'reminderDigest' (placeholder).
export const handler = async () => ({ ok: true });

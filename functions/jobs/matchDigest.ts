// EventBridge job 'matchDigest' (placeholder).
export const handler = async () => ({ ok: true });

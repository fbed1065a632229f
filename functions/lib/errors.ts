/** Domain errors that map to a 4xx answer with the API's error shape. */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = 'Please sign in again.') => new AppError(401, message);
export const forbidden = (message = 'You are not allowed to do this.') => new AppError(403, message);
export const notFound = (message = 'Not found!') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const unprocessable = (message: string, errors?: Record<string, string[]>) =>
  new AppError(422, message, errors);

/** True when a DynamoDB conditional write lost (the invariant it guards already holds for someone else). */
export const isConditionFailed = (e: unknown) =>
  e instanceof Error && e.name === 'ConditionalCheckFailedException';

/**
 * Runs a conditional write: true when it landed, false when its condition failed (another write
 * came first, or what it guards is gone); any other error is thrown.
 */
export async function landed(write: Promise<unknown>): Promise<boolean> {
  return (await landedWith(write.then(() => true))) ?? false;
}

/**
 * `landed` for a write whose answer the caller needs (an update's new item): that answer when it
 * landed, undefined when its condition failed; any other error is thrown.
 */
export async function landedWith<T>(write: Promise<T>): Promise<T | undefined> {
  try {
    return await write;
  } catch (e) {
    if (isConditionFailed(e)) return undefined;
    throw e;
  }
}

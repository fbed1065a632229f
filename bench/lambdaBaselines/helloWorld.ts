/** Baseline of `npm run bench -- lambdas`: the least a Lambda can be, bundled like every other. */
export const handler = async () => ({ statusCode: 200, body: 'Hello, world' });

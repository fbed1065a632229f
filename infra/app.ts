/** CDK app: `npx cdk synth` / `npx cdk deploy` (cdk.json runs this with tsx). */
import { App } from 'aws-cdk-lib';
import { RishtaStack } from './stack.js';

const app = new App();
const account = process.env.CDK_DEFAULT_ACCOUNT;
const region = process.env.CDK_DEFAULT_REGION;
new RishtaStack(app, 'Rishta', {
  // Account and region of the deploying profile when known; an environment-agnostic template otherwise.
  env: account || region ? { account, region } : undefined,
});
app.synth();

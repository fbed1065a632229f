/** CDK app: `npx cdk synth` / `npx cdk deploy` (cdk.json runs this with tsx). */
import { App } from 'aws-cdk-lib';
import { RishtaStack, stackRegion } from './stack.js';

const app = new App();
new RishtaStack(app, 'Rishta', {
  // The deploying profile's account; always us-east-1, whatever the profile's region (see stackRegion).
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: stackRegion },
});
app.synth();

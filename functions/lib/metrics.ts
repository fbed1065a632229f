/**
 * Business metrics through Powertools Metrics: CloudWatch reads them out of the Lambda log as
 * Embedded Metric Format (EMF), so emitting one is a log line, not an API call, and needs no
 * permission beyond the log group the function already writes.
 *
 * Counts are buffered and flushed once per request by the HTTP layer (../http/requestContext.ts).
 * Off the HTTP path (jobs, the operators' command lines) nothing flushes them, so count only in code
 * a request runs.
 */
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { serviceName } from './logger.js';

/** The product's name: one namespace for every function, told apart by the `service` dimension. */
export const METRICS_NAMESPACE = 'rishta';

/** Counted where the thing happened, exactly once per thing (not per retry of its request). */
export type BusinessMetric = 'SignUps' | 'CandidateProfilesCreated' | 'PhotosConfirmed';
/** A 4xx answer, counted by reason (a dimension) so a surge of one kind shows on its own. */
export const REFUSALS = 'Refusals';

/**
 * Metrics are emitted in Lambda, where CloudWatch turns them into metrics; locally they would only
 * print JSON into the terminal, so there they go nowhere. `POWERTOOLS_METRICS_DISABLED`, when set,
 * decides either way (Powertools' own switch: `true` silences a function, `false` lets a test emit
 * them without pretending to be a Lambda, which config.ts would rightly refuse beside emulators).
 */
export function metricsEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  const explicit = env.POWERTOOLS_METRICS_DISABLED?.trim().toLowerCase();
  if (explicit === 'true' || explicit === '1') return false;
  if (explicit === 'false' || explicit === '0') return true;
  return Boolean(env.AWS_LAMBDA_FUNCTION_NAME);
}

let sink: Metrics | undefined;

/** Made on first use, so the service name is read after the local stack or a test set it. */
function powertools(): Metrics {
  sink ??= new Metrics({ namespace: METRICS_NAMESPACE, serviceName: serviceName() });
  return sink;
}

/** Adds one to a business metric of the current request. Locally a no-op. */
export function countMetric(name: BusinessMetric): void {
  if (metricsEnabled()) powertools().addMetric(name, MetricUnit.Count, 1);
}

/**
 * Counts one refusal. Emitted at once as a document of its own: its `reason` dimension must not
 * land on the request's other metrics, which share the buffer's dimensions.
 */
export function countRefusal(reason: string): void {
  if (!metricsEnabled()) return;
  powertools().singleMetric().addDimension('reason', reason).addMetric(REFUSALS, MetricUnit.Count, 1);
}

/** Writes the request's buffered metrics. A request that counted nothing writes nothing. */
export function flushMetrics(): void {
  // Powertools warns on every empty flush; most requests count nothing.
  if (sink?.hasStoredMetrics()) sink.publishStoredMetrics();
}

/**
 * Business metrics through Powertools Metrics: CloudWatch reads them out of the Lambda log as
 * Embedded Metric Format (EMF), so emitting one is a log line, not an API call, and needs no
 * permission beyond the log group the function already writes.
 *
 * Counts are buffered and flushed once per request by the HTTP layer (../http/requestContext.ts).
 * Off the HTTP path (jobs, the operators' command lines) nothing flushes them, so count only in code
 * a request runs.
 *
 * Powertools Metrics is imported by the flush that has something to write: most requests count
 * nothing, and with the bundle split into chunks (infra/bundling.ts) their cold request neither
 * loads nor builds it.
 */
import type { Metrics } from '@aws-lambda-powertools/metrics';
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
/** What the current request counted, written by its flush: business metrics, and refusals by reason. */
const counted: BusinessMetric[] = [];
const refusals: string[] = [];

/** Made on first use, so the service name is read after the local stack or a test set it. */
async function powertools(): Promise<Metrics> {
  if (!sink) {
    const { Metrics } = await import('@aws-lambda-powertools/metrics');
    sink ??= new Metrics({ namespace: METRICS_NAMESPACE, serviceName: serviceName() });
  }
  return sink;
}

/** Adds one to a business metric of the current request. Locally a no-op. */
export function countMetric(name: BusinessMetric): void {
  if (metricsEnabled()) counted.push(name);
}

/**
 * Counts one refusal. Written as a document of its own: its `reason` dimension must not land on
 * the request's other metrics, which share the buffer's dimensions.
 */
export function countRefusal(reason: string): void {
  if (metricsEnabled()) refusals.push(reason);
}

/** Writes what the request counted: each refusal on its own, then the business metrics. A request that counted nothing writes nothing. */
export async function flushMetrics(): Promise<void> {
  if (!counted.length && !refusals.length) return;
  const names = counted.splice(0);
  const reasons = refusals.splice(0);
  const metrics = await powertools();
  // MetricUnit.Count, written out: the enum would bring the package into every cold request.
  for (const reason of reasons) metrics.singleMetric().addDimension('reason', reason).addMetric(REFUSALS, 'Count', 1);
  for (const name of names) metrics.addMetric(name, 'Count', 1);
  // Powertools warns on every empty flush.
  if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
}

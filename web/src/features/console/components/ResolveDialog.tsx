import { useState } from 'react';
import { Radio, RadioGroupField } from '@aws-amplify/ui-react';
import { reportActions, type Report } from '#shared/domain/trust.js';
import { reportActionNames } from '#web/features/console/texts';
import { ReasonDialog } from './ReasonDialog';

type ReportAction = (typeof reportActions)[number];

const consequences: Record<ReportAction, string> = {
  dismiss: 'Nothing changes for the family.',
  ineligible: 'The family may no longer view profiles and leaves search and matches.',
  disable:
    "The family's account is disabled: no member can sign in, and the profile and the family's listings are shown to no one. "
    + 'The family is mailed this reason. Only `npm run admin -- enable` undoes it.',
};

/**
 * Resolve a report: the outcome (Dismiss by default, the gentlest) and a reason; the reporter is
 * thanked by mail when it is closed. Mount it keyed by the report, so each opening starts afresh.
 */
export function ResolveDialog({
  report,
  busy,
  errors,
  onSubmit,
  onCancel,
}: {
  report: Report | null;
  busy: boolean;
  errors: readonly string[];
  onSubmit: (action: ReportAction, reason: string) => void;
  onCancel: () => void;
}) {
  const [action, setAction] = useState<ReportAction>('dismiss');
  return (
    <ReasonDialog
      open={report !== null}
      title={report ? `Resolve the report on ${report.candidateName}` : 'Resolve'}
      intro="Choose what to do. The reporter is thanked by mail; the reason goes to the audit trail."
      confirmLabel="Resolve"
      busy={busy}
      errors={errors}
      onSubmit={(reason) => onSubmit(action, reason)}
      onCancel={onCancel}
    >
      <RadioGroupField
        legend="Outcome"
        name="action"
        value={action}
        onChange={(e) => setAction(e.target.value as ReportAction)}
        descriptiveText={consequences[action]}
      >
        {reportActions.map((a) => (
          <Radio key={a} value={a}>
            {reportActionNames[a]}
          </Radio>
        ))}
      </RadioGroupField>
    </ReasonDialog>
  );
}

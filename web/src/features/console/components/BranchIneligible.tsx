import { useState } from 'react';
import { Button } from '@aws-amplify/ui-react';
import { api } from '#web/lib/api/client';
import { useVolunteerAction } from '#web/features/console/hooks/useVolunteerAction';
import { ActionNotices } from './ActionNotices';
import { ReasonDialog } from './ReasonDialog';

/**
 * 'Mark this branch ineligible': the account and every account it referred, down the tree, in one
 * action (a chain of fake accounts). `atLeast` counts what this page shows (the account and those it
 * referred directly); the server answers how many it marked.
 */
export function BranchIneligible({ userId, name, atLeast }: { userId: string; name: string; atLeast: number }) {
  const [asking, setAsking] = useState(false);
  const { busy, notice, refused, reasonErrors, clearReasonErrors, run } = useVolunteerAction();

  async function mark(reason: string) {
    const outcome = await run(
      userId,
      async () => {
        const { marked } = await api('markBranchIneligible', { params: { userId }, body: { reason } });
        return `${marked} ${marked === 1 ? 'account' : 'accounts'} marked ineligible.`;
      },
      'The branch could not be marked. Please try again.',
    );
    if (outcome !== 'fixReason') setAsking(false);
  }

  return (
    <>
      <ActionNotices notice={notice} refused={refused} />
      <Button
        variation="destructive"
        size="small"
        isDisabled={busy !== null}
        onClick={() => {
          clearReasonErrors();
          setAsking(true);
        }}
      >
        Mark this branch ineligible
      </Button>
      <ReasonDialog
        open={asking}
        title={`Mark the branch of ${name} ineligible`}
        intro={`${name} and every account referred down this branch are marked ineligible: at least ${atLeast} ${atLeast === 1 ? 'account' : 'accounts'}. Say why, for the audit trail.`}
        confirmLabel="Mark ineligible"
        busy={busy !== null}
        errors={reasonErrors}
        onSubmit={(reason) => void mark(reason)}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
